import "server-only";
import type { Fixture } from "@/lib/contract";
import { fixtureQuery } from "@/lib/queries/fixture";
import { glossaryQuery } from "@/lib/queries/glossary";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentUser } from "@/lib/app-server/auth/auth";
import { licensedCodes, matchLicence } from "@/lib/app-server/upstream/licence";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { refuseEventData } from "@/lib/app-server/auth/require-role";
import { completedMatches, type BuildStatus } from "@/lib/app-server/builds/season-builds";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { ensureSeasonPasses } from "@/lib/app-server/builds/season-passes";
import { keptSlices } from "@/lib/app-server/builds/kept-slices";
import { seasonLeaders, summable, type LeaderFilters, type LeaderRow } from "@/lib/season/leaders";
import { parseLeaderParams } from "@/features/leaders/model/leader-params";
import { leaderSource } from "@/features/leaders/model/leader-source";
import type { SearchParams } from "@/lib/season/search-params";
import { BOX_SCORE_COUNTS } from "@/lib/season/box-score-counts";
import { FANTASY_CODE, FANTASY_LABEL, hasFantasyCounts } from "@/lib/season/fantasy";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";

export interface LeaderMetric {
  code: string;
  name: string;
  format: string;
}

// The app's own Fantasy score as a leaderboard metric: whole points (formatted as the counts are).
const FANTASY_METRIC: LeaderMetric = { code: FANTASY_CODE, name: FANTASY_LABEL.name, format: "Integer" };
// What anyone may see for the whole season: the box score's counts, public and kept by the whole-match
// pass, and the Fantasy score (no splits).
const PUBLIC_METRICS: readonly string[] = [...BOX_SCORE_COUNTS, FANTASY_CODE];

export type LeadersPage =
  | { kind: "empty" }
  | { kind: "no-players" }
  | { kind: "problem"; problem: string }
  | { kind: "building"; status: BuildStatus }
  | {
      kind: "ready";
      filters: LeaderFilters;
      metrics: LeaderMetric[];
      squads: { id: number; name: string; code: string }[];
      /** Quarter and zone filters and every licensed metric (coaches, analysts, admins). */
      full: boolean;
      /** null: the metric has no quarter or zone split (a match total such as Brownlow votes). */
      rows: LeaderRow[] | null;
      /** The matches summed: all completed ones, or those added up so far while the build runs. */
      matches: number;
      /** The build's progress while the totals are of part of the season only; null when whole. */
      partial: BuildStatus | null;
      /** The quarter and zone splits' progress while the totals come from the whole-match pass. */
      splits: BuildStatus | null;
    };

function squadsOf(fixture: Fixture) {
  const out = new Map<number, { id: number; name: string; code: string }>();
  for (const p of fixture.phases)
    for (const r of p.rounds)
      for (const m of r.matches)
        for (const s of [m.squads.home, m.squads.away])
          out.set(s.id, { id: s.id, name: s.name, code: s.code });
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What /seasons/{id}/leaders shows. Whole-season totals of the public box score's metrics are for
 * everyone (as every match's box score is); quarter and zone splits and the other metrics are drawn
 * from event data, so they are for coaches, analysts and admins, like the match centre's event views.
 * A visit starts the season's build when matches are missing (see ARCHITECTURE.md, "Pages and their
 * data", on why a visitor may).
 */
export async function seasonLeadersPage(
  ref: SeasonRef,
  sp: SearchParams,
  returnTo: string,
): Promise<LeadersPage> {
  const fixture = await fetchOnServer(fixtureQuery(ref));
  const matches = completedMatches(fixture);
  if (matches.length === 0) return { kind: "empty" };
  const [glossary, licence, user] = await Promise.all([
    fetchOnServer(glossaryQuery()),
    matchLicence(matches[0].id),
    currentUser(),
  ]);
  const full = canAnalyse(user?.role);
  const licensed = new Set(
    licensedCodes(
      licence,
      glossary.metrics.filter((m) => m.level !== "Squad" && summable(m)).map((m) => m.code),
    ),
  );
  // The glossary's metrics the licence gives, and the AFL Fantasy score when it gives every count.
  const fantasy = hasFantasyCounts(licensed);
  const all: LeaderMetric[] = [
    ...(fantasy ? [FANTASY_METRIC] : []),
    ...glossary.metrics
      .filter((m) => licensed.has(m.code))
      .map((m) => ({ code: m.code, name: m.namePlural, format: m.format })),
  ];
  const squads = squadsOf(fixture);
  // The history has results only: there is no box score to add up, and nothing is fetched for one.
  if (!(await seasonHasPlayers(ref, squads[0].id))) return { kind: "no-players" };
  const parsed = parseLeaderParams(
    sp,
    all.map((m) => m.code),
    squads.map((s) => s.id),
  );
  if (!parsed.ok) return { kind: "problem", problem: parsed.problem };
  const f = parsed.filters;
  const publicMetric = PUBLIC_METRICS.includes(f.metric);
  // Splits and metrics beyond the box score are event data: 403 for a signed-in fan (forbidden.tsx).
  refuseEventData(f.period !== null || f.zone !== null || !publicMetric, user, returnTo);

  const [splits, boxScores] = await Promise.all([seasonBuilds(), boxScoreBuilds()]);
  const passes = await ensureSeasonPasses({ splits, boxScores }, ref.seasonId, matches);
  // Whole-season box-score totals from the whole-match pass while the splits build (leader-source.ts).
  const source = leaderSource(f, publicMetric, passes);
  const builds = source === "boxScores" ? boxScores : splits;
  const status = passes[source];
  // While the build runs, the matches added up so far are shown, labelled as part of the season.
  const kept = await keptSlices(builds, status, ref.seasonId, matches, [f.metric]);
  if (!kept) return { kind: "building", status };
  const [slices] = kept.slices;
  return {
    kind: "ready",
    filters: f,
    metrics: full ? all : all.filter((m) => PUBLIC_METRICS.includes(m.code)),
    squads,
    full,
    rows: seasonLeaders(slices, f),
    matches: slices.length,
    partial: kept.partial,
    splits: source === "boxScores" && passes.splits.done < passes.splits.total ? passes.splits : null,
  };
}
