import type { MatchView } from "@/lib/links";

export type EventView = Exclude<MatchView, "" | "report">;

/** Each event view's heading, and what it shows in a sentence ("No shots for this match."). */
export const EVENT_VIEW_NAMES: Record<EventView, { title: string; what: string }> = {
  shots: { title: "Shots at goal", what: "shots" },
  entries: { title: "Inside-50 entries", what: "inside-50 entries" },
  chains: { title: "Possession chains", what: "possession chains" },
  stats: { title: "Match statistics", what: "statistics" },
  rotations: { title: "Rotations", what: "rotations" },
  stoppages: { title: "Stoppages", what: "stoppages" },
};
