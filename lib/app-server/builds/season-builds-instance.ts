import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import { DEFAULT_TIMEOUT_MS, upstreamEnv } from "../env";
import { boxScoreKind } from "./box-score-kind";
import { buildPriority } from "./build-priority";
import { splitsKind } from "./build-kind";
import { buildGapMs, createPacer } from "./build-pacer";
import { createMatchAnswers } from "./match-answers";
import { createSeasonBuilds, type SeasonBuilds } from "./season-builds";
import { digestSplits } from "./splits-digest";
import { createSplitsOffload } from "./splits-offload";
import { SPLITS_OPERATION } from "./season-splits";
import { isUnrationed } from "./unrationed";
import { upstream } from "../upstream/upstream-instance";

// One builder of each kind a process (their single flight and queue mean nothing otherwise): on
// globalThis, as the upstream is, since Next may load this module in several bundles.
const KEY = Symbol.for("footy.season-builds");
type Builders = { splits: SeasonBuilds; boxScores: SeasonBuilds };
type Holder = { [KEY]?: Promise<Builders> };

function builders(): Promise<Builders> {
  const g = globalThis as Holder;
  return (g[KEY] ??= (async () => {
    const answers = createMatchAnswers(await appDb());
    const up = await upstream();
    const ratePerSec = upstreamEnv().plan?.rate ?? 20;
    // One pacer for both kinds: together they take the builds' share of the plan's rate, never twice it.
    const pace = createPacer(buildGapMs(ratePerSec), Date.now, (ms) => new Promise((r) => setTimeout(r, ms)));
    // WORKER_THREADS=0: the answers are checked and compacted on the pages' thread (as before).
    const offload = process.env.WORKER_THREADS === "0" ? null : createSplitsOffload(console.warn);
    const digest =
      offload?.digest ??
      (async (path: string, id: number, bytes: Uint8Array) => digestSplits(path, id, bytes));
    // The embedded service, unrationed: each match asked from the worker thread too, so that its
    // ~11 MB answer never crosses this thread (splits-fetch.ts); counted by the upstream as it is made.
    const env = upstreamEnv();
    const direct =
      offload && isUnrationed(ratePerSec)
        ? async (matchId: number) => {
            const got = await offload.fetch({
              base: env.baseUrl,
              token: await up.token(),
              matchId,
              timeoutMs: env.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            });
            up.countCalls(SPLITS_OPERATION, 1);
            return got;
          }
        : undefined;
    // The splits are the one build no public page waits for: they let a wanted build go first
    // (build-priority.ts: the records' quarter scores, with the embedded service) before each call.
    const priority = buildPriority();
    const splitsPace = async () => {
      await priority.clear();
      await pace();
    };
    return {
      splits: createSeasonBuilds({
        answers,
        upstream: up,
        kind: splitsKind(digest, direct),
        ratePerSec,
        pace: splitsPace,
      }),
      boxScores: createSeasonBuilds({ answers, upstream: up, kind: boxScoreKind, ratePerSec, pace }),
    };
  })());
}

/** The season's splits by quarter and zone (the player statistics POST a match): every leaderboard filter. */
export const seasonBuilds = async (): Promise<SeasonBuilds> => (await builders()).splits;

/** The season's whole-match box scores (a small player statistics call a match): whole-season totals, built first. */
export const boxScoreBuilds = async (): Promise<SeasonBuilds> => (await builders()).boxScores;
