import "server-only";
import type { HistSeason } from "@/lib/history/all-time";
import type { HistoryStatus } from "@/lib/app-server/builds/history-summary";
import { historySummary } from "@/lib/app-server/builds/history-summary-instance";

export type HistoryData =
  { kind: "building"; status: HistoryStatus } | { kind: "ready"; seasons: HistSeason[] };

/**
 * The all-time summary for the club, head-to-head and records pages, or how far its one-off build is
 * (the visit that finds it missing starts it: see ARCHITECTURE.md, "Club histories, head-to-heads and
 * records"). A visitor never triggers more than the one paced build a process.
 */
export async function historyData(): Promise<HistoryData> {
  const summary = await historySummary();
  const seasons = summary.seasons();
  return seasons ? { kind: "ready", seasons } : { kind: "building", status: summary.status() };
}
