import "server-only";
import { LRUCache } from "lru-cache";
import { ENDPOINT_BY_ID, type Fixture, OP } from "@/lib/sds";
import { endpointPath } from "@/lib/sds/endpoint-path";
import {
  metricPart,
  PLAYERS_PART,
  splitParts,
  splitsPayload,
  type MetricOfMatch,
  type MatchSplits,
} from "@/lib/season/match-splits";
import type { MetricSlice } from "@/lib/season/leaders";
import type { MatchAnswers } from "./match-answers";
import { digestSplits } from "./splits-digest";
import type { DigestSplits } from "./splits-offload";
import type { Upstream } from "../upstream/upstream";
import { isUpstreamError } from "../upstream/upstream-error";

/** The stored answer a season's leaderboard is summed from: E16 with the splits payload. */
export const SPLITS_OPERATION = OP.postPlayerStatistics;
export const SPLITS_QUERY = JSON.stringify(splitsPayload());
const E16 = ENDPOINT_BY_ID.get(SPLITS_OPERATION)!;

export interface SeasonMatch {
  id: number;
  /** Its scheduled start (UTC): a stored answer is for the match as it was when fetched. */
  start: string;
  finals: boolean;
}

/** A season's completed matches, from its fixture (the first phase is home and away, the rest finals). */
export function completedMatches(fixture: Fixture): SeasonMatch[] {
  return fixture.phases.flatMap((phase, i) =>
    phase.rounds.flatMap((r) =>
      r.matches
        .filter((m) => m.status.typeName === "Complete")
        .map((m) => ({ id: m.id, start: m.date.utcMatchStart, finals: i > 0 })),
    ),
  );
}

export interface BuildStatus {
  /** Completed matches of the season, and how many of them are stored. */
  total: number;
  done: number;
  /** A build of this season is running, or waiting for another season's to finish. */
  building: boolean;
  /** Why the last build stopped short (it resumes at the next visit), or null. */
  error: string | null;
}

interface Running {
  done: number;
  total: number;
  stop: boolean;
  promise: Promise<void>;
}

// The build takes at most this share of the plan's rate; its calls are also not "critical", so the
// call budget keeps the pages' reserve (a quarter of the burst, a tenth of the day) out of its reach.
const BUILD_SHARE_OF_RATE = 0.5;
// Failures other than the plan's 429 (the service down, an answer the contract does not describe):
// this many tries a match, this far apart, then the build stops and the next visit resumes it.
const TRIES = 3;
const RETRY_MS = 2_000;
// Matches in flight at once: while the service computes one match's answer (in its worker thread),
// the app checks and keeps the one before (in its own), so both threads are busy; more would only
// queue behind them on two cores.
const IN_FLIGHT = 2;

const matchMap = (matches: readonly SeasonMatch[]) => new Map(matches.map((m) => [m.id, m.start]));
/** The matches a cached read is for: a season, or some of its matches (a player's team's). */
const matchesKey = (seasonId: number, matches: readonly SeasonMatch[]) =>
  `${seasonId}|${matches.map((m) => m.id).join(",")}`;

/**
 * Builds of season aggregates: each completed match's player box score split by quarter and zone,
 * fetched once (E16, one call a match) and kept in the app's database (match-answers.ts). A build
 * fetches only what is missing (so a restarted or interrupted build resumes), is single-flight per
 * season, and one season builds at a time an instance; it paces itself under the plan's rate.
 */
export function createSeasonBuilds(deps: {
  answers: MatchAnswers;
  upstream: Pick<Upstream, "post" | "noteInvalid">;
  /** Checks and compacts an E16 answer (default: on this thread; the app's is a worker thread). */
  digest?: DigestSplits;
  /** The plan's calls a second. */
  ratePerSec: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const now = deps.now ?? Date.now;
  const gapMs = 1000 / (deps.ratePerSec * BUILD_SHARE_OF_RATE);
  const digest: DigestSplits = deps.digest ?? (async (path, id, bytes) => digestSplits(path, id, bytes));
  const running = new Map<number, Running>();
  const errors = new Map<number, string>();
  // One season at a time: a second season's build waits for the first.
  let queue: Promise<void> = Promise.resolve();
  let lastCallAt = -Infinity;
  // A season of one metric is ~2.5 MB in memory: the 16 last asked for, ~40 MB at most.
  const slices = new LRUCache<string, MetricSlice[]>({ max: 16 });
  const rosters = new LRUCache<string, Map<number, MetricSlice["players"]>>({ max: 8 });
  // Upstream calls made, matches stored, and waits (the plan busy) or retries, for the usage page.
  const stats = { calls: 0, stored: 0, retries: 0 };

  async function fetchOne(m: SeasonMatch, run: Running): Promise<boolean> {
    for (let failures = 0; !run.stop;) {
      // The next slot is taken before sleeping, so that two matches in flight never share one.
      const at = Math.max(now(), lastCallAt + gapMs);
      lastCallAt = at;
      if (at > now()) await sleep(at - now());
      let status: number;
      let retryAfterSecs: number | undefined;
      let detail = "";
      try {
        const path = endpointPath(E16, { matchId: m.id });
        const res = await deps.upstream.post(path, splitsPayload(), {
          match: { endpoint: E16, rawParams: { matchId: String(m.id) } },
          critical: false,
          checkedByCaller: true,
        });
        stats.calls++;
        const digested = res.status === 200 ? await digest(path, m.id, res.body) : null;
        if (digested && "whole" in digested) {
          await deps.answers.put(
            SPLITS_OPERATION,
            SPLITS_QUERY,
            m.id,
            m.start,
            digested.whole,
            digested.parts,
          );
          stats.stored++;
          return true;
        }
        if (digested) deps.upstream.noteInvalid();
        ({ status, retryAfterSecs } = digested ? { status: 502, retryAfterSecs: undefined } : res);
        detail = digested ? digested.wrong : new TextDecoder().decode(res.body).slice(0, 200);
      } catch (err) {
        if (!isUpstreamError(err)) throw err;
        ({ status, retryAfterSecs } = err);
        detail = err.message;
        if (status !== 429) stats.calls++; // a 429 here is the app's own budget: no call was made
      }
      stats.retries++;
      // The plan is busy (or the pages' reserve is all that is left): wait as long as it says.
      if (status === 429) await sleep(Math.max(1, retryAfterSecs ?? 1) * 1000);
      else if (++failures >= TRIES) throw new Error(`Match ${m.id}: ${status} ${detail}`);
      else await sleep(RETRY_MS * failures);
    }
    return false;
  }

  async function build(seasonId: number, matches: readonly SeasonMatch[], run: Running) {
    const present = await deps.answers.present(SPLITS_OPERATION, SPLITS_QUERY, matchMap(matches));
    run.done = present.size;
    const todo = matches.filter((m) => !present.has(m.id));
    let next = 0;
    const runner = async () => {
      while (!run.stop && next < todo.length) {
        const m = todo[next++];
        try {
          if (await fetchOne(m, run)) run.done++;
        } catch (err) {
          run.stop = true; // the other runner ends with its match; the next visit resumes the build
          throw err;
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, runner));
  }

  /**
   * The players part of each kept match. A match kept before parts were kept beside the whole answer
   * (before the two were written in one statement) is split here, once, from the answer
   * already stored: no upstream call.
   */
  async function playersParts(where: ReadonlyMap<number, string>): Promise<Map<number, string>> {
    const found = await deps.answers.part(SPLITS_OPERATION, SPLITS_QUERY, where, PLAYERS_PART);
    if (found.size === where.size) return found;
    const missing = new Map([...where].filter(([id]) => !found.has(id)));
    const whole = await deps.answers.parts(SPLITS_OPERATION, SPLITS_QUERY, missing, {
      players: ["players"],
      metrics: ["metrics"],
    });
    for (const [id, p] of whole) {
      if (p.players === null || p.metrics === null) continue;
      const splits = {
        players: JSON.parse(p.players) as MatchSplits["players"],
        metrics: JSON.parse(p.metrics) as MatchSplits["metrics"],
      };
      await deps.answers.putParts(SPLITS_OPERATION, SPLITS_QUERY, id, missing.get(id)!, splitParts(splits));
      found.set(id, p.players);
    }
    return found;
  }

  async function status(seasonId: number, matches: readonly SeasonMatch[]): Promise<BuildStatus> {
    const run = running.get(seasonId);
    if (run) return { total: matches.length, done: run.done, building: true, error: null };
    const present = await deps.answers.present(SPLITS_OPERATION, SPLITS_QUERY, matchMap(matches));
    return {
      total: matches.length,
      done: present.size,
      building: false,
      error: errors.get(seasonId) ?? null,
    };
  }

  return {
    stats,
    /** How far the season's build is: stored matches of its completed ones. */
    status,

    /** Starts the season's build unless it runs already or nothing is missing; returns its status. */
    async ensure(seasonId: number, matches: readonly SeasonMatch[]): Promise<BuildStatus> {
      const s = await status(seasonId, matches);
      // Another visitor's request may have started it while this one read the database.
      const other = running.get(seasonId);
      if (other) return { ...s, done: other.done, building: true, error: null };
      if (s.building || s.done >= s.total) return s;
      const run: Running = { done: s.done, total: s.total, stop: false, promise: Promise.resolve() };
      running.set(seasonId, run);
      errors.delete(seasonId);
      run.promise = queue = queue
        .then(() => build(seasonId, matches, run))
        .catch((err: Error) => void errors.set(seasonId, err.message))
        .finally(() => {
          running.delete(seasonId);
          for (const cache of [slices, rosters])
            for (const k of cache.keys()) if (k.startsWith(`${seasonId}|`)) cache.delete(k);
        });
      return { ...s, building: true, error: null };
    },

    /** How many of these matches are kept (read from the database, whether or not a build runs). */
    async kept(matches: readonly SeasonMatch[]): Promise<number> {
      return (await deps.answers.present(SPLITS_OPERATION, SPLITS_QUERY, matchMap(matches))).size;
    },

    /** Waits for the season's running build, if any (tests, shutdown). */
    async settled(seasonId: number): Promise<void> {
      await running.get(seasonId)?.promise;
    },

    /** Stops the season's build after the match in hand (what a restart in the middle does). */
    async stop(seasonId: number): Promise<void> {
      const run = running.get(seasonId);
      if (!run) return;
      run.stop = true;
      await run.promise;
    },

    /**
     * One metric of every stored match of the season (read by the database, kept in memory for the
     * next filter of the same metric). Only for a finished build: a partial season is not cached.
     */
    async metricSlices(
      seasonId: number,
      matches: readonly SeasonMatch[],
      metric: string,
    ): Promise<MetricSlice[]> {
      const key = `${matchesKey(seasonId, matches)}|${metric}`;
      const hit = slices.get(key);
      if (hit) return hit;
      const where = matchMap(matches);
      // The players of each match are the same for every metric: read once a season, then the metric's
      // own part of each match (small rows: see match-answers.ts, putParts).
      const playersKey = matchesKey(seasonId, matches);
      let players = rosters.get(playersKey);
      if (!players) {
        const rows = await playersParts(where);
        players = new Map([...rows].map(([id, text]) => [id, JSON.parse(text) as MetricSlice["players"]]));
        if (players.size === matches.length && !running.has(seasonId)) rosters.set(playersKey, players);
      }
      const parts = await deps.answers.part(SPLITS_OPERATION, SPLITS_QUERY, where, metricPart(metric));
      const out: MetricSlice[] = [];
      for (const m of matches) {
        const who = players.get(m.id);
        if (!who) continue;
        // A kept match without this metric's part was not given the metric (the licence's tier).
        const text = parts.get(m.id);
        const one = text === undefined ? null : (JSON.parse(text) as MetricOfMatch);
        out.push({
          matchId: m.id,
          finals: m.finals,
          players: who,
          total: one?.total ?? null,
          split: one?.split ?? null,
        });
      }
      if (out.length === matches.length && !running.has(seasonId)) slices.set(key, out);
      return out;
    },
  };
}

export type SeasonBuilds = ReturnType<typeof createSeasonBuilds>;
