import { formatOneDecimal } from "@/lib/format/numbers";
import type { TeamRound } from "@/lib/season/team-season";

/** Inside 50s for and against by match id; null for a match without them, the whole map null when none. */
export type Inside50ByMatch = Record<number, { for: number; against: number } | null> | null;

/** A difference with its sign ("+12", "-3", "0"). */
export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Points per inside 50 to one decimal, or blank without an inside 50 to divide by. */
export const perI50 = (points: number, i50: number) => (i50 > 0 ? formatOneDecimal(points / i50) : "");

/** The by-round CSV's header: the inside-50 columns only when the season has them. */
export function roundsCsvHeader(withI50: boolean): string[] {
  return [
    "Round",
    "Opponent",
    "Venue",
    "Result",
    "For",
    "Against",
    "Diff",
    ...(withI50 ? ["Inside 50s for", "Inside 50s against", "Points per inside 50"] : []),
  ];
}

/**
 * The by-round CSV's rows, a match a row. The CSV names the opponent in full and says home or away in
 * words (the table's "v"/"at" and club codes are for the screen); a match without inside 50s is blank.
 */
export function roundsCsvRows(rounds: readonly TeamRound[], i50: Inside50ByMatch): (string | number)[][] {
  return rounds.map((m) => {
    const x = i50?.[m.matchId] ?? null;
    return [
      m.round,
      m.opponent.name,
      m.home ? "Home" : "Away",
      m.result,
      m.for,
      m.against,
      signed(m.for - m.against),
      ...(i50 ? [x?.for ?? "", x?.against ?? "", x ? perI50(m.for, x.for) : ""] : []),
    ];
  });
}
