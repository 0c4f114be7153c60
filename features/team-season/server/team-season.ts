import "server-only";
import type { MatchScores, PossessionChains } from "@/lib/contract";
import { matchScoreQuery } from "@/lib/queries/match";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { sdsGetForApp } from "@/lib/app-server/upstream/sds-client";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import { seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import {
  byQuarter,
  inside50s,
  scoringSources,
  teamRounds,
  type ForAgainst,
  type ScoringSources,
  type TeamRound,
} from "@/lib/season/team-season";
import { FEATURED } from "@/lib/app-server/pages/featured-season";
import { predictorModel } from "@/features/predictions/server";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";
import { squadOfSeason } from "@/lib/app-server/pages/squad-of-season";
import { OP } from "@/lib/contract/operations";

export type TeamInside50 =
  | { kind: "none" } // the season has results only (the history): no box scores to add up
  | { kind: "building"; status: BuildStatus }
  | {
      kind: "ready";
      byMatch: Record<number, ForAgainst | null>;
      /** While the season builds: how many of the team's completed matches are added up; else null. */
      partial: BuildStatus | null;
    };

export type TeamSources =
  | { kind: "none" }
  | { kind: "refused"; signedIn: boolean }
  | { kind: "unavailable"; problem: string }
  | { kind: "ready"; sources: ScoringSources };

export interface TeamSeasonPage {
  seasonId: number;
  seasonName: string;
  squad: { id: number; name: string; code: string };
  rounds: TeamRound[];
  /** Points for and against by quarter over the season; null when the scores could not be read now. */
  quarters: ForAgainst[] | null;
  quartersProblem: string | null;
  inside50: TeamInside50;
  sources: TeamSources;
  /** The club's all-time page exists (the featured league's clubs: /clubs/{id}). */
  clubHistory: boolean;
  /** The team's rating at the start and after each round (the predictor's ratings), or null. */
  ratings: { round: string; rating: number }[] | null;
}

// The squad's matches are read this many at a time (the score by period for everyone, the chains for coaches and analysts).
const AT_ONCE = 3;

async function inBatches<T>(ids: readonly number[], read: (id: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += AT_ONCE)
    out.push(...(await Promise.all(ids.slice(i, i + AT_ONCE).map(read))));
  return out;
}

/**
 * Quarter scores: one score by period for each completed match of the squad (~25), through the page's own calls, so they
 * count against the visitor's limit of new calls (a crawl of every club's every season is held back
 * there) and the upstream cache serves the next visitor. A refusal leaves this part out, not the page.
 */
async function quarters(squadId: number, ids: readonly number[]) {
  try {
    const scores: MatchScores[] = await inBatches(ids, (matchId) => fetchOnServer(matchScoreQuery(matchId)));
    return { quarters: byQuarter(squadId, scores), quartersProblem: null };
  } catch (err) {
    if (isUpstreamError(err) && err.status === 429)
      return {
        quarters: null,
        quartersProblem: `The quarter-by-quarter scores are not available just now (too many new data requests); reload in ${err.retryAfterSecs ?? 5} seconds.`,
      };
    throw err;
  }
}

/**
 * Where the scores came from: the chains (every possession chain) a match, event data for coaches, analysts and
 * admins; read as the app's own calls (only those roles cause them, a season of one squad's matches
 * at most, cached by the upstream).
 */
async function sources(squadId: number, ids: readonly number[], detailed: boolean): Promise<TeamSources> {
  if (!detailed) return { kind: "none" };
  const user = await currentUser();
  if (!canAnalyse(user?.role)) return { kind: "refused", signedIn: Boolean(user) };
  try {
    const chains: PossessionChains[] = await inBatches(ids, (matchId) =>
      sdsGetForApp(OP.getPossessionChains, { matchId }),
    );
    return { kind: "ready", sources: scoringSources(squadId, chains) };
  } catch (err) {
    if (isUpstreamError(err) && err.status === 429)
      return {
        kind: "unavailable",
        problem: `The data service is busy; this part will be back in ${err.retryAfterSecs ?? 5} seconds or so.`,
      };
    if (isUpstreamError(err) && err.status === 403)
      return {
        kind: "unavailable",
        problem: "The data licence of this app does not include possession chains.",
      };
    throw err;
  }
}

/**
 * Its rating round by round, from the predictor's model of the season (the fixtures it reads anyway:
 * this season's and up to three before it, each one cached call).
 */
async function ratingsOf(ref: SeasonRef, squadId: number): Promise<TeamSeasonPage["ratings"]> {
  const model = await predictorModel(ref, null);
  const at = model.input.teams.findIndex((t) => t.id === squadId);
  if (at < 0) return null;
  return model.ratingsByRound.map((r) => ({
    round: r.round < 0 ? "Start" : r.name,
    rating: Math.round(r.ratings[at] * 10) / 10,
  }));
}

/** /seasons/{id}/squads/{squadId}/stats: the team's season from its completed matches. */
export async function teamSeasonPage(ref: SeasonRef, squadId: number): Promise<TeamSeasonPage> {
  const { squad, season, fixture } = await squadOfSeason(ref, squadId);
  const rounds = teamRounds(squadId, fixture);
  const ids = rounds.map((r) => r.matchId);
  // The history (before 2023) has results and quarter scores only: its squads list no players, and
  // nothing is built or fetched for box scores or chains that do not exist.
  const detailed = await seasonHasPlayers(ref, squadId);
  let inside50: TeamInside50 = { kind: "none" };
  if (detailed && rounds.length > 0) {
    const matches = completedMatches(fixture);
    const builds = await seasonBuilds();
    const status = await builds.ensure(ref.seasonId, matches);
    // The team's own matches only: complete as soon as they are added up, the rest of the season aside;
    // before then, those added up so far, labelled.
    const own = new Set(ids);
    const mine = matches.filter((m) => own.has(m.id));
    const slices = status.done > 0 ? await builds.metricSlices(ref.seasonId, mine, "INSIDE_50") : [];
    inside50 =
      slices.length === 0 && mine.length > 0
        ? { kind: "building", status }
        : {
            kind: "ready",
            byMatch: Object.fromEntries(inside50s(squadId, slices)),
            partial:
              slices.length < mine.length ? { ...status, total: mine.length, done: slices.length } : null,
          };
  }
  const [q, s, ratings] = await Promise.all([
    quarters(squadId, ids),
    sources(squadId, ids, detailed && ids.length > 0),
    ratingsOf(ref, squadId),
  ]);
  return {
    seasonId: ref.seasonId,
    seasonName: season.competitionName,
    squad: { id: squad.id, name: squad.name, code: squad.code },
    rounds,
    ...q,
    inside50,
    sources: s,
    ratings,
    clubHistory: ref.leagueId === FEATURED.leagueId,
  };
}
