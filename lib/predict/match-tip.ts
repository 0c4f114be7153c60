// What the fixture shows of the model's tip for a match (built on the server by the predictions
// feature, drawn by components/tables/match-card.tsx).

/**
 * Where the tip comes from: `kept` was made and stored before the match started; `now` is today's tip
 * for a match still to play (kept once its round comes up); `afterwards` was worked out after the match
 * from what was known before it (a season played before tips were kept: the walk-forward tip).
 */
export type TipBasis = "kept" | "now" | "afterwards";

export interface MatchTip {
  /** The side tipped, by name. */
  side: string;
  /** By how many points (rounded; 0 for a coin toss). */
  margin: number;
  /** The tipped side's chance (0.5–1). */
  chance: number;
  basis: TipBasis;
  /** Whether the tip came off (a draw counts as right); null while the match is not complete. */
  right: boolean | null;
}

export interface TipsRecord {
  /** Completed matches with a tip, and how many tips came off, by where the tip came from. */
  kept: { tipped: number; right: number };
  afterwards: { tipped: number; right: number };
}

/** The tip from the expected home margin and the home side's chance. */
export function tipFrom(
  home: string,
  away: string,
  expected: number,
  probability: number,
  basis: TipBasis,
  margin: number | null,
): MatchTip {
  const tipHome = probability >= 0.5;
  return {
    side: tipHome ? home : away,
    margin: Math.round(Math.abs(expected)),
    chance: tipHome ? probability : 1 - probability,
    basis,
    right: margin === null ? null : margin === 0 || margin > 0 === tipHome,
  };
}
