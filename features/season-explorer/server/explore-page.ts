import "server-only";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonQuery } from "@/lib/queries/season";
import { positionsInferred } from "@/lib/season/afl-league";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { refuseEventData } from "@/lib/app-server/auth/require-role";
import { completedMatches, type BuildStatus, type SeasonMatch } from "@/lib/app-server/builds/season-builds";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { ensureSeasonPasses } from "@/lib/app-server/builds/season-passes";
import { keptSlices } from "@/lib/app-server/builds/kept-slices";
import type { MetricSlice } from "@/lib/season/leaders";
import type { SearchParams } from "@/lib/season/search-params";
import { seasonRoster, type RosterEntry } from "@/features/player/server";
import { COMPARE_LABELS, COMPARE_METRICS, type CompareMetric } from "@/features/player-compare";
import { licensedMetrics, seasonFigures } from "@/features/player-compare/server";
import { isCut, parseExploreAddress, type ExploreAddress } from "../model/explore-address";
import { cuttable, explorePlayers, type ListedPlayer } from "../model/explore-players";
import { explorePoints, type ExplorePoint, type Trend } from "../model/explore-points";

// What /seasons/{id}/explore shows. The figures are the comparison's (features/player-compare): the
// season's kept box scores, the leaderboard's own builds (the whole-match pass a visit starts as the
// leaders' does; never the splits), added up by the leaderboard's own sum. A quarter or zone cut (the
// coaches', analysts' and admins': event data) reads the kept splits the leaderboard's filters read,
// started and shown as they build as its are. Positions and clubs come from the season's squad lists
// the player and squad pages read (kept). Nothing here is a new kind of service call, and nothing is
// asked per player.

export interface ExploreMetric {
  code: string;
  name: string;
  short: string;
}

export interface ExploreReady {
  kind: "ready";
  season: { id: number; name: string };
  address: ExploreAddress;
  /** The counts the licence gives, to pick an axis from. */
  metrics: ExploreMetric[];
  clubs: { id: number; name: string }[];
  positions: { code: string; name: string }[];
  /** The positions are the service's inference from the statistics (positionsInferred). */
  positionsInferred: boolean;
  /** Whether this viewer may cut by quarter and zone (coaches, analysts and admins: event data). */
  cuts: boolean;
  points: ExplorePoint[];
  trend: Trend | null;
  /** The splits' progress while a cut's points count the matches added up so far; null when whole. */
  partial: BuildStatus | null;
}

export type ExplorePage =
  | { kind: "nothing"; reason: "no-matches" | "no-box-scores" }
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus }
  | ExploreReady;

/** The season's clubs and positions as its squad lists have them (positions in the lists' order). */
function listChoices(roster: ReadonlyMap<number, RosterEntry>) {
  const clubs = new Map<number, string>();
  const positions = new Map<string, { id: number; name: string }>();
  for (const e of roster.values()) {
    clubs.set(e.squad.id, e.squad.name);
    const p = e.player.position;
    if (p.code) positions.set(p.code, { id: p.id, name: p.name });
  }
  return {
    clubs: [...clubs].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    positions: [...positions].sort((a, b) => a[1].id - b[1].id).map(([code, p]) => ({ code, name: p.name })),
  };
}

/** Who each listed player is, as the explorer names him. */
const listedPlayers = (roster: ReadonlyMap<number, RosterEntry>) =>
  new Map<number, ListedPlayer>(
    [...roster].map(([id, e]) => [
      id,
      {
        name: e.player.fullname,
        club: e.squad.name,
        position: { code: e.player.position.code, name: e.player.position.name },
      },
    ]),
  );

type Figures =
  | { kind: "nothing" }
  | { kind: "building"; status: BuildStatus }
  | { kind: "ready"; xy: [MetricSlice[], MetricSlice[]]; partial: BuildStatus | null };

/** The two counts of every completed match, whole: the comparison's figures (the pass, or whole splits). */
async function wholeFigures(ref: SeasonRef, codes: readonly [string, string]): Promise<Figures> {
  const figures = await seasonFigures(ref);
  if (figures.kind !== "ready") return figures.kind === "empty" ? { kind: "nothing" } : figures;
  const at = (code: string) => figures.slices[COMPARE_METRICS.indexOf(code as CompareMetric)];
  return { kind: "ready", xy: [at(codes[0]), at(codes[1])], partial: null };
}

/**
 * The two counts with their quarter × zone cells, from the kept splits: started as the leaderboard's
 * filters start them (the whole-match pass first), and read as far as they have got.
 */
async function splitFigures(
  ref: SeasonRef,
  matches: readonly SeasonMatch[],
  codes: readonly [string, string],
): Promise<Figures> {
  const [splits, boxScores] = await Promise.all([seasonBuilds(), boxScoreBuilds()]);
  const passes = await ensureSeasonPasses({ splits, boxScores }, ref.seasonId, matches);
  const kept = await keptSlices(splits, passes.splits, ref.seasonId, matches, codes);
  if (!kept) return { kind: "building", status: passes.splits };
  const [x, y] = kept.slices;
  return { kind: "ready", xy: [x, y], partial: kept.partial };
}

/**
 * What /seasons/{id}/explore?x=&y=&min=&squad=&position=&sort=&dir=&quarter=&zone= shows, or what is
 * wrong with it. A quarter or zone asked for by a viewer without an analyst's role is refused as the
 * leaderboard refuses it: sign in (back to `returnTo`), or 403.
 */
export async function explorePage(ref: SeasonRef, sp: SearchParams, returnTo: string): Promise<ExplorePage> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const matches = completedMatches(fixture);
  if (matches.length === 0) return { kind: "nothing", reason: "no-matches" };
  const seasonName = (await fetchOnServer(seasonQuery(ref))).competitionName;
  // The history's squads list nobody: it has results only, and nothing is built for it.
  const roster = await seasonRoster(ref, seasonName);
  if (roster.size === 0) return { kind: "nothing", reason: "no-box-scores" };
  const [codes, user] = await Promise.all([licensedMetrics(ref), currentUser()]);
  const { clubs, positions } = listChoices(roster);
  const parsed = parseExploreAddress(sp, { metrics: codes, clubs, positions });
  if (!parsed.ok) return { kind: "problem", problem: parsed.problem };
  const address = parsed.address;
  const cut = isCut(address);
  refuseEventData(cut, user, returnTo);
  const axes = [address.x, address.y] as const;
  const figures = cut ? await splitFigures(ref, matches, axes) : await wholeFigures(ref, axes);
  if (figures.kind === "nothing") return { kind: "nothing", reason: "no-matches" };
  if (figures.kind === "building") return { kind: "building", status: figures.status };
  if (cut && !figures.xy.every(cuttable))
    return {
      kind: "problem",
      problem: "These counts have no quarter or zone split: choose all quarters and zones.",
    };
  const players = explorePlayers(figures.xy, address, {
    clubs: new Map(clubs.map((c) => [c.id, c.name])),
    players: listedPlayers(roster),
  });
  const { points, trend } = explorePoints(players, address);
  return {
    kind: "ready",
    season: { id: ref.seasonId, name: seasonName },
    address,
    metrics: codes.map((code) => ({ code, ...COMPARE_LABELS[code] })),
    clubs,
    positions,
    positionsInferred: positionsInferred(ref.leagueId),
    cuts: canAnalyse(user?.role),
    points,
    trend,
    partial: figures.partial,
  };
}
