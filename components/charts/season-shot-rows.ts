import { formatPeriodClock } from "@/lib/charts/match-clock";
import type { SeasonShot } from "@/lib/season/season-shots";

/** Goals and behinds among the shots (the rest missed or fell short). */
export function scoreCounts(shots: readonly SeasonShot[]): { goals: number; behinds: number } {
  return {
    goals: shots.filter((s) => s.result.code === "GOAL").length,
    behinds: shots.filter((s) => s.result.code === "BEHIND").length,
  };
}

/** The CSV's columns; a team's map names the kicker. */
export const shotCsvHeader = (kicker: boolean): string[] => [
  "Round",
  "Opponent",
  ...(kicker ? ["Player"] : []),
  "Time",
  "Result",
  "Distance (m)",
  "Expected score",
];

/** One shot as a CSV row, in shotCsvHeader's order: whole metres, the expected score to 2 places. */
export const shotCsvRow = (s: SeasonShot, kicker: boolean): (string | number)[] => [
  s.round,
  s.opponent,
  ...(kicker ? [s.player.name] : []),
  formatPeriodClock(s.period, s.periodSecs),
  s.result.name,
  Math.round(s.distance),
  s.result.pointsExpected.toFixed(2),
];
