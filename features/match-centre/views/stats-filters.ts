import { ZONE_NAMES } from "@/lib/season/match-splits";
import type { GlossaryEntry, MatchDetails } from "@/lib/contract";
import { periodLabel } from "@/lib/charts/match-clock";
import { CONTEXTS, ZONES, type parseStatsFilters } from "@/lib/queries/match-filters";
import type { StatsContext } from "@/lib/queries/match-stats";
import { METRIC_SETS } from "@/lib/queries/metric-sets";
import type { FilterOption } from "@/features/match-centre/frame/filter-select";
import type { ClientLicence } from "@/features/match-centre/frame/licence-note";

const CONTEXT_LABEL: Record<StatsContext, string> = {
  For: "For (the team's own)",
  Against: "Against (conceded)",
  Diff: "Difference (for − against)",
  PhysicalDiff: "Difference by ground zone",
};
const ZONE_LABEL: Record<string, string> = ZONE_NAMES;

/** The statistics view's filters in words, for the exports' stamp. */
export function describeStatsFilters(
  f: ReturnType<typeof parseStatsFilters>,
  context: StatsContext,
  m: MatchDetails,
) {
  const out: { label: string; value: string }[] = [];
  if (f.period !== undefined) out.push({ label: "Period", value: periodLabel(f.period) });
  if (f.zone) out.push({ label: "Zone", value: ZONE_LABEL[f.zone] });
  if (f.team) out.push({ label: "Team", value: f.team === "home" ? m.home.name : m.away.name });
  out.push({ label: "Metrics", value: METRIC_SETS.find((s) => s.id === f.metricSet)?.label ?? f.metricSet });
  if (f.fromPeriodSeconds !== undefined) out.push({ label: "From", value: `${f.fromPeriodSeconds} s` });
  if (f.toPeriodSeconds !== undefined) out.push({ label: "To", value: `${f.toPeriodSeconds} s` });
  if (f.lastXSeconds !== undefined) out.push({ label: "Last", value: `${f.lastXSeconds} s of each quarter` });
  out.push({ label: "Team statistics", value: context });
  return out;
}

/** The four quarters, for the period filter (its "all" is the whole match). */
export const periodOptions = () => [1, 2, 3, 4].map((p) => ({ value: String(p), label: periodLabel(p) }));

/** The ground's zones, in words, for the zone filter. */
export const zoneOptions = () => ZONES.map((z) => ({ value: z, label: ZONE_LABEL[z] }));

/** What the team statistics count; "For" is the default, so it writes no parameter. */
export const contextOptions = () =>
  CONTEXTS.map((c) => ({ value: c === "For" ? "" : c, label: CONTEXT_LABEL[c] }));

/**
 * The metrics filter: the sets, then every player metric of the glossary the app's licence covers
 * (all of them when no licence is given). Team-only metrics are left out: the table is by player.
 */
export function metricOptions(
  glossary: readonly GlossaryEntry[] | undefined,
  licence: ClientLicence | undefined,
): FilterOption[] {
  return [
    ...METRIC_SETS.map((s) => ({ value: s.id, label: s.label, group: "Sets" })),
    ...(glossary ?? [])
      .filter((g) => g.level !== "Squad" && (!licence || licence.metrics.includes(g.code)))
      .map((g) => ({ value: g.code, label: g.nameDisplay, group: "One metric" })),
  ];
}
