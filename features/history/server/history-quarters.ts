import "server-only";
import type { HistMatch } from "@/lib/history/all-time";
import { highestQuarters, withQuarters, type QuarterRecord } from "@/lib/history/quarter-records";
import type { QuarterStatus } from "@/lib/app-server/builds/history-quarters";
import { historyQuarters } from "@/lib/app-server/builds/history-quarters-instance";

export interface QuarterData {
  status: QuarterStatus;
  rows: QuarterRecord[];
  /** Matches of the era, and how many of them the list was computed from (those already read). */
  matches: number;
  counted: number;
}

/**
 * Starts (or resumes) the quarter-scores build while the all-time summary is still being read: with
 * the embedded service it follows the summary season by season (history-quarters-instance.ts), so
 * the records are complete soon after the summary rather than a whole build after it.
 */
export async function startQuarterScores(): Promise<void> {
  (await historyQuarters()).status();
}

/**
 * "Most points in a quarter" for these matches (the page's era), from the quarter scores read so far.
 * The visit that asks starts or resumes the one paced, budgeted build of the process (ARCHITECTURE.md,
 * "Most points in a quarter"): a visitor never causes more than one call a match, ever.
 */
export async function quarterData(matches: readonly HistMatch[]): Promise<QuarterData> {
  const build = await historyQuarters();
  const status = build.status();
  const quarters = build.quarters();
  return {
    status,
    rows: highestQuarters(matches, quarters),
    matches: matches.length,
    counted: withQuarters(matches, quarters),
  };
}
