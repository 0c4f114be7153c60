import "server-only";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonQuery } from "@/lib/queries/season";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { refuseEventData } from "@/lib/app-server/auth/require-role";
import { licensedCodes, matchLicence } from "@/lib/app-server/upstream/licence";
import { completedMatches, type BuildStatus, type SeasonMatch } from "@/lib/app-server/builds/season-builds";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { ensureSeasonPasses } from "@/lib/app-server/builds/season-passes";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";
import { firstParam, firstParams, type SearchParams } from "@/lib/season/search-params";
import { teamRankingsHref } from "@/lib/links";
import { RANKING_METRICS, type RankingMetric } from "@/features/team-rankings/model/ranking-metrics";
import { isScoreLine, offeredMetrics, settleColumns } from "@/features/team-rankings/model/offered-metrics";
import { parseRankingParams, type RankingFilters } from "@/features/team-rankings/model/ranking-params";
import { gamesByClub, roundsPlayed } from "@/features/team-rankings/model/ranking-window";
import { rankClubs, type ClubRanking } from "@/features/team-rankings/model/rank-teams";
import { sortRankings } from "@/features/team-rankings/model/sort-rankings";
import { clubsOf, scoreLineFigures, teamGames } from "@/features/team-rankings/model/team-games";
import { selectedCells } from "@/features/team-rankings/model/team-figures";
import { readCounts } from "./read-counts";

/** The rankings, ready: what the view draws. */
export interface RankingsReady {
  kind: "ready";
  season: { id: number; name: string };
  filters: RankingFilters;
  /** The measures ranked, in the table's order (what this viewer may see and the filter allows). */
  metrics: RankingMetric[];
  /** The home-and-away rounds played, for the round picker. */
  rounds: number[];
  /** Quarter and zone filters and the counts beyond the public box score (coaches, analysts, admins). */
  full: boolean;
  rows: ClubRanking[];
  /** The matches counted (those in the window whose box scores are kept). */
  matches: number;
  /** The whole-match pass's progress while it holds part of the season only; null when whole. */
  partial: BuildStatus | null;
  /** The splits' progress while the coaches' measures wait for them; null when not asked or whole. */
  splits: BuildStatus | null;
}

export type TeamRankingsPage =
  // No completed match yet, or a season of results only (the history): nothing to rank.
  | { kind: "nothing"; reason: "no-matches" | "no-box-scores" }
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus }
  | RankingsReady;

const NO_MEASURE = "The data licence gives no statistic that can be ranked this way.";

/** Whether the address asks for a quarter or zone cut (event data: coaches, analysts and admins). */
const asksCut = (sp: SearchParams) => Boolean(firstParam(sp, "quarter") || firstParam(sp, "zone"));

/** The address's filters; the score line named under a cut gives way to the default column. */
function filtersOf(sp: SearchParams, offered: readonly RankingMetric[], rounds: readonly number[]) {
  const cut = asksCut(sp);
  const drop = (name: string) => (cut && isScoreLine(firstParam(sp, name)) ? undefined : sp[name]);
  return parseRankingParams(
    { ...sp, sort: drop("sort"), chart: drop("chart") },
    offered.map((m) => m.code),
    rounds,
  );
}

/** The builds a visit starts: a fan's needs the whole-match pass only; a coach's the splits after it. */
async function startBuilds(ref: SeasonRef, matches: readonly SeasonMatch[], full: boolean) {
  const [boxScores, splits] = await Promise.all([boxScoreBuilds(), seasonBuilds()]);
  const passes = full
    ? await ensureSeasonPasses({ boxScores, splits }, ref.seasonId, matches)
    : { boxScores: await boxScores.ensure(ref.seasonId, matches), splits: null };
  const s = passes.splits;
  return { boxScores, splits, passes, splitsWhole: s !== null && s.done >= s.total && !s.building };
}

/**
 * What /seasons/{id}/teams shows: every club's figures a game from the season's kept box scores (the
 * builds the leaderboards read; a visit starts the whole-match pass as the leaders' does, and a coach's
 * the splits after it). The score line is the fixture's. Nothing here calls the service per match.
 */
export async function teamRankingsPage(
  ref: SeasonRef,
  sp: SearchParams,
  // "visitor": as a signed-out visitor whoever asks, the session unread (an embed in another site's frame).
  viewer: "request" | "visitor" = "request",
): Promise<TeamRankingsPage> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const games = teamGames(fixture);
  const matches = completedMatches(fixture);
  if (matches.length === 0 || games.length === 0) return { kind: "nothing", reason: "no-matches" };
  const clubs = clubsOf(games);
  const [licence, user] = await Promise.all([
    matchLicence(matches[0].id),
    viewer === "visitor" ? null : currentUser(),
  ]);
  // The history has results only: there is no box score to add up, and nothing is built for one.
  if (!(await seasonHasPlayers(ref, clubs[0].id))) return { kind: "nothing", reason: "no-box-scores" };
  const full = canAnalyse(user?.role);
  // Quarters and zones are event data: sign in, or 403 (forbidden.tsx).
  refuseEventData(asksCut(sp), user, teamRankingsHref(ref.seasonId, firstParams(sp)));
  const cut = asksCut(sp);
  const licensed = new Set(
    licensedCodes(
      licence,
      RANKING_METRICS.map((m) => m.code),
    ),
  );
  const offered = offeredMetrics(licensed, cut);
  if (offered.length === 0) return { kind: "problem", problem: NO_MEASURE };
  const rounds = roundsPlayed(games);
  const parsed = filtersOf(sp, offered, rounds);
  if (!parsed.ok) return { kind: "problem", problem: parsed.problem };

  const { boxScores, splits, passes, splitsWhole } = await startBuilds(ref, matches, full);
  if (cut && !splitsWhole) return { kind: "building", status: passes.splits! };
  if (!cut && passes.boxScores.done === 0) return { kind: "building", status: passes.boxScores };
  // The counts: from the splits when they are whole (their cells cut a quarter or a zone), else the
  // pass (the public box-score counts; a count beyond them would wait for the splits).
  const fromSplits = cut || splitsWhole;
  const source = fromSplits
    ? { builds: splits, kind: "splits" as const, status: passes.splits! }
    : { builds: boxScores, kind: "pass" as const, status: passes.boxScores };
  const counted = offered.filter((m) => m.source === "pass");
  const { figures, kept } = await readCounts(source, ref.seasonId, matches, counted);
  const keptGames = games.filter((g) => kept.has(g.matchId));
  Object.assign(figures, scoreLineFigures(keptGames));
  const metrics = offered.filter((m) => figures[m.code] !== undefined);
  // A licence without any count under a quarter or zone cut: nothing to rank, said so (not a 500).
  if (metrics.length === 0) return { kind: "problem", problem: NO_MEASURE };
  const byClub = gamesByClub(
    keptGames,
    clubs.map((c) => c.id),
    parsed.filters.window,
  );
  const f = settleColumns(parsed.filters, metrics);
  const rows = rankClubs(clubs, byClub, metrics, figures, selectedCells(f.quarter, f.zone));
  return {
    kind: "ready",
    season: { id: ref.seasonId, name: (await fetchOnServer(seasonQuery(ref))).competitionName },
    filters: f,
    metrics,
    rounds,
    full,
    rows: sortRankings(rows, f.sort, f.side, f.dir),
    matches: new Set([...byClub.values()].flat().map((g) => g.matchId)).size,
    partial:
      keptGames.length < games.length
        ? { ...source.status, done: keptGames.length, total: games.length }
        : null,
    splits: full && !splitsWhole ? passes.splits : null,
  };
}
