import type { RatedMatch } from "./rating";

/** A played match as the fit and the bench rate it (from the service: service-results.ts; from the CSV: load-results.ts). */
export interface HistoryMatch extends RatedMatch {
  margin: number;
  /** Both sides' points together. */
  totalScore: number;
  isFinal: boolean;
  /** Home minus away at the end of quarters 1–3 (cumulative). */
  quarterMargins: [number, number, number];
  /** The round's label (the service's round name; the CSV's round number, or a final's name / type). */
  round: string;
  /** The start (the service's UTC start; the history CSV's local date and time). Only orders matches. */
  date: string;
}
