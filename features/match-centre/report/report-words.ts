import type { z } from "zod";
import type { MatchDetails, PlayerLeadersSchema, SquadShotSummary, SquadStatistics } from "@/lib/contract";
import { describeResult } from "@/lib/format/score";

// The match report's words, pure: the result line, the round, a team's shot totals, a leaders line and
// the other team's value of a statistic.

export type Leaders = z.infer<typeof PlayerLeadersSchema>;
export type SquadStats = SquadStatistics["squads"][number];
/** The report's ground: its name, and its size when known (the history's old grounds have none). */
export type ReportVenue = { name: string; dimensions: { length: number; width: number } | null };

/** The class of every cell of the report's tables: small and ruled, for paper. */
export const REPORT_CELL = "border-b border-slate-200 px-1.5 py-0.5";

/** The result as words ("Carlton won by 12 points"), or the match's status before there is one. */
export function reportResult(m: MatchDetails): string {
  const result = describeResult(
    { name: m.home.name, points: m.home.score?.points ?? null },
    { name: m.away.name, points: m.away.score?.points ?? null },
    m.status.typeName === "Complete",
  );
  return result ?? m.status.name;
}

/** "round 7" in the home and away season, else the final's name. */
export const reportRound = (m: Pick<MatchDetails, "type" | "roundNumber">) =>
  m.type.code === "HA" ? `round ${m.roundNumber}` : m.type.name;

/** A team's shots of every kind (its "All" summary), if the answer has one. */
export const shotTotals = (s: SquadShotSummary["squads"][number]) =>
  s.summaries.find((x) => x.type === "All");

/** A statistic's top three: "Name (CODE) 31, …". */
export const leadersLine = (s: Leaders["statistics"][number]) =>
  s.persons
    .slice(0, 3)
    .map((p) => `${p.displayName} (${p.squadCode}) ${p.valueDisplay}`)
    .join(", ");

/** The other team's value of the same statistic (matched by code: the lists need not be in one order). */
export const valueOf = (squad: SquadStats, code: string) =>
  squad.statistics.find((x) => x.code === code)?.valueDisplay;
