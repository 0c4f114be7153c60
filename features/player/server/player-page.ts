import "server-only";
import { notFound } from "next/navigation";
import type { SdsResponse, Shot } from "@/lib/contract";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonQuery } from "@/lib/queries/season";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { sdsGetForApp } from "@/lib/app-server/upstream/sds-client";
import { completedMatches, type BuildStatus, type SeasonMatch } from "@/lib/app-server/builds/season-builds";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { seasonShots, type SeasonShot } from "@/lib/season/season-shots";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { BOX_SCORE_QUERY } from "@/lib/app-server/builds/box-score-kind";
import {
  matchPlaces,
  playerGameLog,
  seasonLine,
  type GameLogRow,
  type SeasonLine,
} from "@/lib/season/game-log";
import type { MetricSlice } from "@/lib/season/leaders";
import { wholeMatchMetric } from "@/lib/season/match-splits";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { BOX_SCORE_METRICS } from "@/lib/season/box-score-metrics";
import { FANTASY_COUNTS, fantasySlices } from "@/lib/season/fantasy";
import { isLogMetric, LOG_METRICS, RECENT_GAMES, type LogMetric } from "../model/log-metrics";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { rosterSeasons, seasonRoster, type RosterEntry } from "./player-rosters";
import { OP } from "@/lib/contract/operations";
import { positionsInferred } from "@/lib/season/afl-league";

export interface PlayerBio {
  personId: number;
  name: string;
  dateOfBirth: string;
  ageSeason: number;
  height: number | null;
  weight: number | null;
  position: string;
  /** His position is the service's inference from his statistics (positionsInferred). */
  positionInferred: boolean;
  jumper: number;
  squad: RosterEntry["squad"];
  seasonId: number;
  seasonName: string;
}

export type PlayerLog =
  | { kind: "empty" }
  /** His team's matches kept so far, when the service cannot give their box scores now. */
  | { kind: "building"; status: BuildStatus }
  | { kind: "ready"; rows: GameLogRow[]; line: SeasonLine };

export type PlayerShots =
  | { kind: "refused"; signedIn: boolean } // event data: coaches, analysts and admins
  | { kind: "waiting" } // the game log is not ready yet
  | { kind: "unavailable"; problem: string }
  | { kind: "ready"; shots: SeasonShot[] };

export type PlayerPage =
  | { kind: "problem"; problem: string }
  | {
      kind: "ready";
      bio: PlayerBio;
      /** The seasons he is listed in, newest first (the season picker). */
      seasons: { seasonId: number; name: string; squad: string }[];
      metrics: readonly LogMetric[];
      trend: LogMetric;
      log: PlayerLog;
      shots: PlayerShots;
    };

/** The season the address names (`?season=`) and his entry in it, or his latest season; 404 if none. */
async function whichSeason(personId: number, raw: string | undefined) {
  const walked = await rosterSeasons();
  const listed = walked.flatMap((s) => {
    const e = s.roster.get(personId);
    return e ? [e] : [];
  });
  if (raw === undefined) {
    if (!listed[0]) notFound();
    return { entry: listed[0], ref: walked.find((s) => s.ref.seasonId === listed[0].seasonId)!.ref, listed };
  }
  const ref: SeasonRef = await resolveSeason(raw);
  let entry = listed.find((e) => e.seasonId === ref.seasonId);
  if (!entry) {
    // A season outside the featured league (the demo league): its own list.
    const season = await fetchOnServer(seasonQuery(ref));
    entry = (await seasonRoster(ref, season.competitionName)).get(personId);
    if (!entry) notFound();
    listed.unshift(entry);
  }
  return { entry, ref, listed };
}

async function gameLog(ref: SeasonRef, personId: number, squadId: number): Promise<PlayerLog> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const matches = completedMatches(fixture);
  if (matches.length === 0) return { kind: "empty" };
  const [builds, pass] = await Promise.all([seasonBuilds(), boxScoreBuilds()]);
  // The same stored box scores as the season's leaderboard once the season is kept (a season costs
  // each match once, ever). Before, his page needs only his team's matches: kept ones, else their
  // whole-match box scores; a visit to his page does not start the season's build (the warm-up and the
  // leaderboard do), whose large answers would slow his team's small ones (7.4 s against 3.8–4.5).
  const places = matchPlaces(fixture);
  const mine = matches.filter((m) =>
    [places.get(m.id)?.home.id, places.get(m.id)?.away.id].includes(squadId),
  );
  const status = await builds.status(ref.seasonId, matches);
  let slices: MetricSlice[][];
  if (status.done >= status.total)
    slices = await Promise.all(READ.map((code) => builds.metricSlices(ref.seasonId, matches, code)));
  else if ((await builds.kept(mine)) === mine.length)
    slices = await Promise.all(READ.map((code) => builds.metricSlices(ref.seasonId, mine, code)));
  // The season's whole-match pass (a leaderboard's visit or the warm-up) keeps the same counts in the
  // database: after a restart too, his page reads them without a call.
  else if ((await pass.kept(mine)) === mine.length)
    slices = await Promise.all(READ.map((code) => pass.metricSlices(ref.seasonId, mine, code)));
  else {
    // The season's build has not reached all his team's matches: their whole-match box scores, one
    // answer a match, a few at a time (issue 25: his page in seconds, not after the season's build).
    const read = await teamBoxScores(mine);
    if (!read) {
      // The service cannot give them now: the season's build, which waits its turn, gives them later.
      const building = await builds.ensure(ref.seasonId, matches);
      return { kind: "building", status: { ...building, total: mine.length, done: await builds.kept(mine) } };
    }
    slices = read;
  }
  const rows = playerGameLog(personId, logSlices(slices), places);
  return { kind: "ready", rows, line: seasonLine(rows, LOG_METRICS.length, RECENT_GAMES) };
}

// The counts his log reads: the box score's, and the free kicks the Fantasy score needs besides (the
// whole-match pass keeps these among its counts); logSlices takes them in this order.
export const READ: readonly string[] = [...new Set<string>([...BOX_SCORE_METRICS, ...FANTASY_COUNTS])];

/** The log's columns (LOG_METRICS) from the counts read (READ): the box score, then the Fantasy score. */
export function logSlices(read: MetricSlice[][]): MetricSlice[][] {
  const of = (code: string) => read[READ.indexOf(code)];
  return [...BOX_SCORE_METRICS.map(of), fantasySlices(FANTASY_COUNTS.map(of))];
}

// A season of one player's matches: the shots and the venue of each match (~22 of each), three matches at a time.
const MATCHES_AT_ONCE = 3;

/**
 * The box-score metrics of his team's completed matches, from one whole-match player-statistics answer
 * a match, as the season's reads give them; null when the service cannot give them now (the
 * page then shows the build's progress). The app's own calls (sdsGetForApp): bounded by the completed
 * matches (the upstream cache keeps their answers), asked only until the season's build keeps them,
 * and not charged to the visitor's limit, which a team's season would exceed at once.
 */
async function teamBoxScores(mine: readonly SeasonMatch[]): Promise<MetricSlice[][] | null> {
  const answers = new Map<number, SdsResponse<typeof OP.getPlayerStatistics>>();
  try {
    for (let i = 0; i < mine.length; i += MATCHES_AT_ONCE)
      await Promise.all(
        mine
          .slice(i, i + MATCHES_AT_ONCE)
          .map(async (m) =>
            answers.set(m.id, await sdsGetForApp(OP.getPlayerStatistics, { matchId: m.id }, BOX_SCORE_QUERY)),
          ),
      );
  } catch (err) {
    if (isUpstreamError(err)) return null;
    throw err;
  }
  return READ.map((code) =>
    mine.map((m) => ({
      matchId: m.id,
      finals: m.finals,
      split: null,
      ...wholeMatchMetric(answers.get(m.id)!, code),
    })),
  );
}

/**
 * His shots over the season, for coaches, analysts and admins (shots are event data, as on the match
 * centre's shot map). Read as the app's own calls (sdsGetForApp: only these roles can cause them, a
 * season's worth at most, and the upstream cache keeps completed matches' answers), not charged to the
 * visitor's limit of new calls, which a season of matches would exceed at once.
 */
async function playerShots(personId: number, log: PlayerLog): Promise<PlayerShots> {
  const user = await currentUser();
  if (!canAnalyse(user?.role)) return { kind: "refused", signedIn: Boolean(user) };
  if (log.kind !== "ready") return { kind: "waiting" };
  const shots = new Map<number, Shot[]>();
  const lengths = new Map<number, number>();
  const ids = log.rows.map((r) => r.matchId);
  try {
    for (let i = 0; i < ids.length; i += MATCHES_AT_ONCE)
      await Promise.all(
        ids.slice(i, i + MATCHES_AT_ONCE).map(async (matchId) => {
          const [e12, e6] = await Promise.all([
            sdsGetForApp(OP.getShots, { matchId }),
            sdsGetForApp(OP.getMatchVenue, { matchId }),
          ]);
          shots.set(matchId, e12.shots);
          if (e6.dimensions) lengths.set(matchId, e6.dimensions.length);
        }),
      );
  } catch (err) {
    if (isUpstreamError(err) && err.status === 429)
      return {
        kind: "unavailable",
        problem: `The data service is busy; this part will be back in ${err.retryAfterSecs ?? 5} seconds or so.`,
      };
    if (isUpstreamError(err) && err.status === 403)
      return { kind: "unavailable", problem: "The data licence of this app does not include shots at goal." };
    throw err;
  }
  return { kind: "ready", shots: seasonShots(personId, log.rows, shots, lengths) };
}

/**
 * What /players/{personId}?season=&metric= shows: his bio and positions for the season, the
 * seasons he is listed in, and the season's game log with totals and averages. The box score is the
 * public core tier, so the page is for everyone, as every match's box score is.
 */
export async function playerPage(personId: number, sp: SearchParams): Promise<PlayerPage> {
  const trend = firstParam(sp, "metric") ?? "DISPOSAL";
  if (!isLogMetric(trend))
    return {
      kind: "problem",
      problem: `metric=${trend} is not a box-score statistic; use one of ${LOG_METRICS.join(", ")}.`,
    };
  const raw = firstParam(sp, "season");
  if (raw !== undefined && !/^\d{1,10}$/.test(raw))
    return { kind: "problem", problem: `season=${raw} is not a season id (a whole number).` };
  const { entry, ref, listed } = await whichSeason(personId, raw);
  const p = entry.player;
  const log = await gameLog(ref, personId, entry.squad.id);
  return {
    kind: "ready",
    bio: {
      personId,
      name: p.fullname,
      dateOfBirth: p.dateOfBirth,
      ageSeason: p.ageSeason,
      height: p.height,
      weight: p.weight,
      position: p.position.name,
      positionInferred: positionsInferred(ref.leagueId),
      jumper: p.jumperNumber,
      squad: entry.squad,
      seasonId: entry.seasonId,
      seasonName: entry.seasonName,
    },
    seasons: listed.map((e) => ({ seasonId: e.seasonId, name: e.seasonName, squad: e.squad.name })),
    metrics: LOG_METRICS,
    trend,
    log,
    shots: await playerShots(personId, log),
  };
}

/** What a player's link preview shows (card.png): his club and line in one season. */
export interface PlayerCard {
  name: string;
  squad: string;
  seasonName: string;
  /** The season line's averages a game, by LOG_METRICS; empty while there is no game log. */
  averages: (number | null)[];
  metrics: readonly LogMetric[];
}

/**
 * His season (the page's `season`, else his latest), from the page's own reads (the rosters, the season's kept box scores): no shots
 * and no session, so a preview costs no more than a visit and shows only what everyone sees.
 */
export async function playerCard(personId: number, season?: string): Promise<PlayerCard> {
  const { entry, ref } = await whichSeason(personId, season);
  const log = await gameLog(ref, personId, entry.squad.id);
  return {
    name: entry.player.fullname,
    squad: entry.squad.name,
    seasonName: entry.seasonName,
    averages: log.kind === "ready" ? log.line.averages : [],
    metrics: LOG_METRICS,
  };
}
