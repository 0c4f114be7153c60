import "server-only";
import { fixtureQuery } from "@/lib/queries/fixture";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { licensedCodes, matchLicence } from "@/lib/app-server/upstream/licence";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import { BOX_SCORE_COUNTS } from "@/lib/season/box-score-counts";
import { FANTASY_CODE, hasFantasyCounts } from "@/lib/season/fantasy";
import { matchPlaces, playerGameLog, seasonLine } from "@/lib/season/game-log";
import type { SearchParams } from "@/lib/season/search-params";
import { trendBars } from "@/features/player";
import { COMPARE_METRICS, type CompareMetric } from "../model/compare-metrics";
import type { TrendBar } from "@/features/player";
import { positionsInferred } from "@/lib/season/afl-league";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { parseCompareAddress, type CompareAddress } from "../model/compare-address";
import { standingOf, type SeasonPlayer, type Standing } from "../model/percentiles";
import { comparisonSearch, type CompareSearch } from "./compare-search";
import { resolvePlayers, type ResolvedPlayer } from "./resolve-players";
import { seasonFigures, type SeasonFigures } from "./season-figures";
import { seasonPlayers } from "../model/season-players";

// What /players/compare shows. The box score is the public core tier, as on the player page and the
// season leaderboard's whole-season totals: every viewer sees the counts the app's licence gives, and
// the Fantasy score when it gives all nine of its counts; nothing here is event data.

export interface ComparedPlayer {
  personId: number;
  seasonId: number;
  seasonName: string;
  name: string;
  squad: { id: number; name: string; code: string };
  position: string;
  /** His position is the service's inference from his statistics (positionsInferred). */
  positionInferred: boolean;
  games: number;
  /** By shown metric: season total and a game (null where no game gave it). */
  totals: (number | null)[];
  averages: (number | null)[];
  standing: Standing;
  /** The chosen metric, a game each in date order. */
  log: TrendBar[];
}

export type ComparePage =
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus; seasonName: string }
  | {
      kind: "ready";
      address: CompareAddress;
      metrics: readonly CompareMetric[];
      players: ComparedPlayer[];
      /** A season of the comparison without a completed match yet (its players cannot be shown). */
      empty: string | null;
      search: CompareSearch;
    };

/** The counts the licence gives (of the compared metrics), and the Fantasy score if it gives its nine. */
export async function licensedMetrics(ref: SeasonRef): Promise<readonly CompareMetric[]> {
  const matches = completedMatches(await fetchOnServer(fixtureQuery(ref)));
  if (matches.length === 0) return COMPARE_METRICS;
  const licence = await matchLicence(matches[0].id);
  const counts = new Set(licensedCodes(licence, BOX_SCORE_COUNTS));
  return COMPARE_METRICS.filter((m) => (m === FANTASY_CODE ? hasFantasyCounts(counts) : counts.has(m)));
}

type Ready = Extract<SeasonFigures, { kind: "ready" }>;

/** Every player of his season as the percentiles see them (his position from the season's list). */
function population(p: ResolvedPlayer, figures: Ready, shown: readonly number[]): SeasonPlayer[] {
  return [...seasonPlayers(figures.slices)].map(([personId, s]) => ({
    personId,
    position: p.roster.get(personId)?.player.position.name || null,
    games: s.games,
    totals: shown.map((k) => s.totals[k]),
  }));
}

function compared(
  p: ResolvedPlayer,
  figures: Ready,
  season: readonly SeasonPlayer[],
  shown: readonly number[],
  chartAt: number,
): ComparedPlayer {
  const { entry } = p;
  const rows = playerGameLog(entry.player.personId, figures.slices, matchPlaces(figures.fixture));
  const line = seasonLine(rows, COMPARE_METRICS.length);
  const me = {
    personId: entry.player.personId,
    position: entry.player.position.name || null,
    games: line.games,
    totals: shown.map((k) => line.totals[k]),
  };
  return {
    personId: me.personId,
    seasonId: p.ref.seasonId,
    seasonName: entry.seasonName,
    name: entry.player.fullname,
    squad: entry.squad,
    position: entry.player.position.name,
    positionInferred: positionsInferred(p.ref.leagueId),
    games: line.games,
    totals: me.totals,
    averages: shown.map((k) => line.averages[k]),
    standing: standingOf(me, season, shown.length),
    log: trendBars(rows, chartAt),
  };
}

/** What /players/compare?players=&season=&metric=&q= shows, or the first problem with its address. */
export async function comparePage(sp: SearchParams): Promise<ComparePage> {
  const parsed = parseCompareAddress(sp, COMPARE_METRICS);
  if (!parsed.ok) return { kind: "problem", problem: parsed.problem };
  const address = parsed.address;
  const resolved = await resolvePlayers(address.entries, address.season);
  if (!resolved.ok) return { kind: "problem", problem: resolved.problem };
  const metrics = await licensedMetrics(resolved.players[0]?.ref ?? resolved.seasons[0].ref);
  if (!metrics.includes(address.metric as CompareMetric))
    return {
      kind: "problem",
      problem: `metric=${address.metric} is not among the counts this app's licence gives.`,
    };
  const shown = metrics.map((m) => COMPARE_METRICS.indexOf(m));
  const chartAt = COMPARE_METRICS.indexOf(address.metric as CompareMetric);
  // Each season of the comparison read once (his 2023 and his 2025 are two reads, two players of 2024 one).
  const bySeason = new Map<number, Promise<SeasonFigures>>();
  for (const p of resolved.players)
    if (!bySeason.has(p.ref.seasonId)) bySeason.set(p.ref.seasonId, seasonFigures(p.ref));
  const players: ComparedPlayer[] = [];
  const populations = new Map<number, SeasonPlayer[]>();
  let empty: string | null = null;
  for (const p of resolved.players) {
    const figures = await bySeason.get(p.ref.seasonId)!;
    if (figures.kind === "building")
      return { kind: "building", status: figures.status, seasonName: p.entry.seasonName };
    if (figures.kind === "empty") {
      empty = p.entry.seasonName;
      continue;
    }
    const season = populations.get(p.ref.seasonId) ?? population(p, figures, shown);
    populations.set(p.ref.seasonId, season);
    players.push(compared(p, figures, season, shown, chartAt));
  }
  const search = await comparisonSearch(address, resolved.seasons);
  return { kind: "ready", address, metrics, players, empty, search };
}
