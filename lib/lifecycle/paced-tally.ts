/**
 * Ordinary events anyone can cause by the request (a session cookie another key made, a visitor's
 * reads refused), which each logged an error with its stack: one line a minute at most, with how
 * many of each kind came since, instead. `line` writes it from the counts, in the order first seen.
 */
export function createPacedTally(
  say: (line: string) => void,
  line: (counts: ReadonlyMap<string, number>, since: "the start" | "the last line") => string,
  now: () => number = Date.now,
  quietMs = 60_000,
) {
  let saidAt = -Infinity;
  const counts = new Map<string, number>();
  return function tally(kind: string): void {
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const t = now();
    if (t - saidAt < quietMs) return;
    say(line(counts, Number.isFinite(saidAt) ? "the last line" : "the start"));
    saidAt = t;
    counts.clear();
  };
}
