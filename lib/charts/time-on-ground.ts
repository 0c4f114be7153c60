import { stintSeconds, type Stint } from "./stints";

export interface TimeOnGroundRow {
  personId: number;
  name: string;
  side: "home" | "away";
  /** Minutes on the ground in each quarter played (index 0 = Q1). */
  quarters: number[];
  /** Minutes over the match. */
  total: number;
}

/**
 * Each player's minutes on the ground quarter by quarter, from his stints, in the order given: the
 * bars of the time-on-ground chart. Quarters after the last one played are left out, not zero.
 */
export function timeOnGroundRows(
  players: readonly { personId: number; name: string; side: "home" | "away"; stints: readonly Stint[] }[],
  periodsPlayed: number,
): TimeOnGroundRow[] {
  return players.map((p) => {
    const quarters = Array.from(
      { length: periodsPlayed },
      (_, i) => stintSeconds(p.stints.filter((s) => s.period === i + 1)) / 60,
    );
    return {
      personId: p.personId,
      name: p.name,
      side: p.side,
      quarters,
      total: stintSeconds(p.stints) / 60,
    };
  });
}
