import "server-only";
import { LRUCache } from "lru-cache";
import type { Fixture } from "@/lib/contract";
import { fixtureQuery } from "@/lib/queries/fixture";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import { seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";
import type { MetricSlice } from "@/lib/season/leaders";
import { VOTE_COUNTS, VOTES_CODE } from "@/lib/season/vote-counts";
import { fitFor } from "../model/params";
import { countedMatches, votedMatches, type CountFixtureMatch } from "../model/vote-match";
import { laterSimMatches, type LaterMatch } from "../model/later-matches";
import { predictStored, type StoredCounts } from "../model/predict-stored";
import { countAfter, type CountRow, type PredictedMatch } from "../model/season-count";
import { createCountSimulation } from "../model/simulate-count";

/** Simulated counts behind each medal chance (±1 point at worst), run in slices between requests. */
export const COUNT_RUNS = 5_000;
const SLICE = 250;

export interface CountPageRow extends CountRow {
  squadName: string;
  /** His share of the simulated seasons in which he polled the most (ties: each joint winner). */
  chance: number;
}

export type CountPage =
  | { kind: "empty" }
  | { kind: "no-players" }
  | { kind: "unlicensed" }
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus }
  | {
      kind: "ready";
      rounds: { number: number; name: string }[];
      round: number;
      /** Every home-and-away match of the season is counted: nothing is left to simulate from form. */
      final: boolean;
      matches: number;
      /** Home-and-away matches after the count (or not played yet): simulated from form for the chance. */
      later: number;
      /** Counted matches whose real votes the service gives whole, in part, or not at all. */
      real: { whole: number; part: number; none: number };
      rows: CountPageRow[];
      fittedOn: number[];
      walkForward: boolean;
      /** The simulated counts behind each chance. */
      runs: number;
      partial: BuildStatus | null;
    };

// A match's prediction depends on nothing but its box score and the fit: kept for any later visit.
const predictions = new LRUCache<string, PredictedMatch | false>({ max: 2_000 });
const simulations = new LRUCache<string, Promise<number[]>>({ max: 32 });

const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Each player's share of the simulated seasons he wins: the counted matches drawn from their predicted
 * chances, the later ones from the players' form so far (later-matches.ts).
 */
async function medalChances(
  key: string,
  counted: readonly PredictedMatch[],
  later: readonly LaterMatch[],
  players: number[],
) {
  let hit = simulations.get(key);
  if (!hit) {
    hit = (async () => {
      const index = new Map(players.map((id, i) => [id, i]));
      const sim = createCountSimulation(
        [
          ...counted.map((m) => ({
            players: m.players.map((p) => index.get(p.id)!),
            first: m.players.map((p) => p.three),
          })),
          ...laterSimMatches(later, counted, index),
        ],
        players.length,
        counted.length,
      );
      for (let done = 0; done < COUNT_RUNS; done += SLICE) {
        sim.run(SLICE);
        await nextTurn();
      }
      return sim.shares();
    })();
    simulations.set(key, hit);
  }
  return hit;
}

/** predictStored, kept once made (a match's prediction never changes once it is stored). */
function predicted(year: number, m: CountFixtureMatch, stored: StoredCounts) {
  const key = `${year}|${m.id}`;
  const kept = predictions.get(key);
  if (kept !== undefined) return kept || null;
  const out = predictStored(year, m, stored);
  if (out !== undefined) predictions.set(key, out ?? false);
  return out;
}

function squadNames(fixture: Fixture): Map<number, string> {
  const out = new Map<number, string>();
  for (const p of fixture.phases)
    for (const r of p.rounds)
      for (const m of r.matches) for (const s of [m.squads.home, m.squads.away]) out.set(s.id, s.name);
  return out;
}

/**
 * What /seasons/{id}/brownlow shows: the count after a round (`?round=`, the latest by default). Its
 * box scores are the season build's (one player statistics POST call a match, kept; the leaderboards share it), so a
 * visit starts the build as the leaders page does, and the count shows the matches kept so far.
 */
export async function seasonCountPage(ref: SeasonRef, roundParam: string | undefined): Promise<CountPage> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const counted = countedMatches(fixture);
  if (counted.length === 0) return { kind: "empty" };
  // The history has results only: no box score to predict from, and nothing is fetched for one.
  if (!(await seasonHasPlayers(ref, counted[0].homeId))) return { kind: "no-players" };
  const rounds = [...new Map(counted.map((m) => [m.round, m.roundName]))].map(([number, name]) => ({
    number,
    name,
  }));
  const last = rounds[rounds.length - 1].number;
  const round = roundParam === undefined || roundParam === "" ? last : Number(roundParam);
  if (!rounds.some((r) => r.number === round))
    return {
      kind: "problem",
      problem: `No completed home-and-away round ${JSON.stringify(roundParam)} in this season: choose one of ${rounds[0].number}–${last}.`,
    };

  const all = completedMatches(fixture);
  const builds = await seasonBuilds();
  const status = await builds.ensure(ref.seasonId, all);
  if (status.done === 0) return { kind: "building", status };
  const year = fixture.startYear;
  // Only matches not predicted before are read from the build's store (each metric a read): a season
  // seen once is answered from memory.
  const unseen = new Set(counted.filter((m) => !predictions.has(`${year}|${m.id}`)).map((m) => m.id));
  const slices = new Map<string, Map<number, MetricSlice>>();
  if (unseen.size > 0) {
    const wanted = all.filter((m) => unseen.has(m.id));
    for (const code of [...VOTE_COUNTS, VOTES_CODE])
      slices.set(
        code,
        new Map((await builds.metricSlices(ref.seasonId, wanted, code)).map((s) => [s.matchId, s])),
      );
  }
  const kept = counted.map((m) => ({ m, p: predicted(year, m, slices) }));
  const stored = kept.filter((k) => k.p !== undefined);
  if (stored.length === 0) return { kind: "building", status };
  if (stored.every((k) => k.p === null)) return { kind: "unlicensed" };
  const upTo = kept.flatMap((k) => (k.p && k.m.round <= round ? [k.p] : []));
  const rows = countAfter(upTo);
  const countedIds = new Set(upTo.map((m) => m.matchId));
  const later = votedMatches(fixture).filter((m) => !countedIds.has(m.id));
  const key = `${ref.seasonId}|${round}|${upTo.map((m) => m.matchId).join(",")}`;
  const chances = await medalChances(
    key,
    upTo,
    later,
    rows.map((r) => r.id),
  );
  const names = squadNames(fixture);
  const fit = fitFor(year);
  return {
    kind: "ready",
    rounds,
    round,
    final: later.length === 0,
    matches: upTo.length,
    later: later.length,
    real: {
      whole: upTo.filter((m) => m.real === "whole").length,
      part: upTo.filter((m) => m.real === "part").length,
      none: upTo.filter((m) => m.real === "none").length,
    },
    rows: rows.map((r, i) => ({ ...r, squadName: names.get(r.squadId) ?? "", chance: chances[i] })),
    fittedOn: fit.fittedOn,
    walkForward: fit.walkForward,
    runs: COUNT_RUNS,
    partial:
      stored.length < counted.length ? { ...status, done: stored.length, total: counted.length } : null,
  };
}
