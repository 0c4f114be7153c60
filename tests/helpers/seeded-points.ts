// The seed rules of the tests that stop or kill the app at chosen moments (crash-restart.test.ts,
// stop-restart.test.ts): a new seed each day, the same all day (so a failure seen in CI repeats
// locally that day), printed with the points it chose; an environment variable repeats a seed and
// another names the points.
import { mulberry32 } from "@/lib/service/demo/prng";

export interface SeededRun<P extends { name: string }> {
  seed: number;
  rng: () => number;
  /** The points of this run: those named in `pointsEnv`, or `count` drawn by the seed, in catalogue order. */
  choose(points: readonly P[], count: number): P[];
}

export function seededRun<P extends { name: string }>(seedEnv: string, pointsEnv: string): SeededRun<P> {
  const seed = Number(process.env[seedEnv] ?? Math.floor(Date.now() / 86_400_000));
  const rng = mulberry32(seed);
  return {
    seed,
    rng,
    choose(points, count) {
      const named = process.env[pointsEnv]?.split(",").map((s) => s.trim());
      if (named) return points.filter((p) => named.includes(p.name));
      const pool = [...points];
      const out: P[] = [];
      while (out.length < count && pool.length) out.push(...pool.splice(Math.floor(rng() * pool.length), 1));
      return points.filter((p) => out.includes(p));
    },
  };
}
