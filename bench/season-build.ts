// Season aggregates: the first build of a season's leaderboard at the standard plan (20 calls a second,
// a burst of 40, 35,000 a day; the build takes at most half the rate), its cost in upstream calls and
// seconds, what a restart costs, and the server time of a view of the built leaderboard and of a
// player's game log. The real embedded service over HTTP, a real PGlite directory, the app's own
// upstream client and builder. `node --conditions=react-server --import tsx bench/season-build.ts`
// writes just this section into BENCHMARKS.md; `npm run bench` includes it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Fixture } from "@/lib/contract";
import { completedMatches } from "@/lib/app-server/builds/season-builds";
import { matchPlaces, playerGameLog } from "@/lib/season/game-log";
import { seasonLeaders } from "@/lib/season/leaders";
import { BOX_SCORE_METRICS } from "@/lib/season/box-score-metrics";
import { startSeasonApp } from "@/tests/helpers/season-app";
import { startService } from "@/tests/helpers/start-service";
import { replaceSection } from "./report";
import { OP } from "@/lib/contract";

const STANDARD = { rate: 20, burst: 40, daily: 35_000 };
const SEASON_ID = 52; // 2023: 216 completed matches
const VIEWS = 7;
const ALL = { period: null, zone: null, squad: null, phase: "all", per: "total" } as const;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const v = await f();
  return [v, performance.now() - t0];
}

export async function seasonBuildSection(): Promise<string> {
  const svc = await startService();
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-season-"));
  try {
    const fixture = (await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`)).body;
    const matches = completedMatches(fixture);
    const app = () => startSeasonApp(svc, dir, STANDARD);

    // The whole-match pass (box-score-kind.ts) as a fresh install's embedded client runs it, unrationed,
    // on a directory of its own: what makes the whole-season leaderboards complete before the splits.
    const passDir = mkdtempSync(path.join(os.tmpdir(), "bench-pass-"));
    const pass = await startSeasonApp(svc, passDir);
    const [, passMs] = await timed(async () => {
      await pass.boxScores.ensure(SEASON_ID, matches);
      await pass.boxScores.settled(SEASON_ID);
    });
    const passCalls = pass.upstream.stats.callsByOperation[OP.getPlayerStatistics] ?? 0;
    await pass.db.close();
    rmSync(passDir, { recursive: true, force: true });

    const first = await app();
    const [, buildMs] = await timed(async () => {
      await first.builds.ensure(SEASON_ID, matches);
      await first.builds.settled(SEASON_ID);
    });
    const calls = first.upstream.stats.callsByOperation[OP.postPlayerStatistics] ?? 0;
    const { retries } = first.builds.stats;
    await first.db.close();

    // A restart on the same directory: the season is kept, a view costs no call.
    const again = await app();
    const status = await again.builds.ensure(SEASON_ID, matches);
    const [slices, firstReadMs] = await timed(() =>
      again.builds.metricSlices(SEASON_ID, matches, "DISPOSAL"),
    );
    const leaderViews: number[] = [];
    const filterViews: number[] = [];
    for (let i = 0; i < VIEWS; i++) {
      leaderViews.push(
        (
          await timed(async () =>
            seasonLeaders(await again.builds.metricSlices(SEASON_ID, matches, "DISPOSAL"), ALL),
          )
        )[1],
      );
      filterViews.push(
        (
          await timed(async () =>
            seasonLeaders(await again.builds.metricSlices(SEASON_ID, matches, "DISPOSAL"), {
              ...ALL,
              period: 4,
              zone: "F50",
            }),
          )
        )[1],
      );
    }
    const someone = slices[0].players[0].id;
    const places = matchPlaces(fixture);
    const [, logFirstMs] = await timed(async () =>
      playerGameLog(
        someone,
        await Promise.all(BOX_SCORE_METRICS.map((c) => again.builds.metricSlices(SEASON_ID, matches, c))),
        places,
      ),
    );
    const logViews: number[] = [];
    for (let i = 0; i < VIEWS; i++)
      logViews.push(
        (
          await timed(async () =>
            playerGameLog(
              someone,
              await Promise.all(
                BOX_SCORE_METRICS.map((c) => again.builds.metricSlices(SEASON_ID, matches, c)),
              ),
              places,
            ),
          )
        )[1],
      );
    const restartCalls = again.upstream.stats.upstreamCalls;
    await again.db.close();

    return `## Season aggregates
<!-- season-build:start (bench/season-build.ts) -->

The first build of a season's leaderboard (2023: ${matches.length} completed matches, one player statistics POST call a match)
at the standard plan (${STANDARD.rate} calls a second, a burst of ${STANDARD.burst}, ${STANDARD.daily.toLocaleString("en-AU")} a day; the build
takes at most half the rate and never the pages' reserve), from the embedded service over HTTP into a
PGlite directory; then the app started again on the same directory. Server times are the app's work for
a view (reading the stored rows and adding up), medians of ${VIEWS}; the target for a view of a built
leaderboard is 300 ms. The whole-match pass, which a visit starts before the splits, is timed first on
a directory of its own. Load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores (a shared machine).

| What | Figure |
|---|--:|
| Whole-match pass (one player statistics call a match; the client unrationed, as a fresh install's) | ${(passMs / 1000).toFixed(1)} s, ${passCalls} calls (${(passMs / Math.max(passCalls, 1)).toFixed(0)} ms a match) |
| First build: upstream calls | ${calls} (${((100 * calls) / STANDARD.daily).toFixed(1)}% of a day) |
| First build: seconds | ${(buildMs / 1000).toFixed(1)} s (${(buildMs / matches.length / 1000).toFixed(2)} s a match; the pacing alone is ${(matches.length / (STANDARD.rate / 2)).toFixed(1)} s) |
| Waits and retries during the build | ${retries} |
| After a restart: season kept | ${status.done} of ${status.total}, ${restartCalls} upstream calls |
| Leaderboard view, first read of a metric | ${ms(firstReadMs)} |
| Leaderboard view, whole season (kept in memory) | ${ms(median(leaderViews))} |
| Leaderboard view, last quarter in the forward 50 | ${ms(median(filterViews))} |
| Player game log, first read (ten metrics) | ${ms(logFirstMs)} |
| Player game log, again | ${ms(median(logViews))} |
<!-- season-build:end -->
`;
  } finally {
    await svc.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run directly: replace (or append) this section of BENCHMARKS.md without re-running everything else;
// with --print (how bench/run.ts runs it, in a child under the react-server condition that the
// server-only modules need), only print the section.
if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes("--print")) {
  console.log(await seasonBuildSection());
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const section = await seasonBuildSection();
  replaceSection("season-build", "## Season aggregates", section);
  console.log(section);
}
