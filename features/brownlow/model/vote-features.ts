// What the Brownlow model sees of a player in a match: his box score (core-tier counts the service
// gives every client, each reproduced from the real box score) and how his team went. The umpires
// vote on the ground with the box score's kind of evidence in front of them, and they favour the
// winning side, the more so the bigger the win. Time on ground is left out: the service derives it
// from its synthesised rotations, which differ from the recorded figure for some substitutes, and
// the model must see the same numbers in the fit (from the service) as in the data test (from the CSV).

import { VOTE_COUNTS } from "@/lib/season/vote-counts";

export { VOTE_COUNTS, VOTES_CODE } from "@/lib/season/vote-counts";

/** The team's result (1 won, ½ drawn, 0 lost) and its margin in tens of points, capped at ±60. */
export const TEAM_TERMS = ["WON", "MARGIN"] as const;
export const FEATURE_NAMES: readonly string[] = [...VOTE_COUNTS, ...TEAM_TERMS];

const MARGIN_CAP = 60;

/** The team terms of a side that finished `margin` points ahead (negative: behind). */
export function teamTerms(margin: number): [number, number] {
  const capped = Math.max(-MARGIN_CAP, Math.min(MARGIN_CAP, margin));
  return [margin > 0 ? 1 : margin === 0 ? 0.5 : 0, capped / 10];
}

/**
 * A player's features, or null when the answer lacks one of the counts (a licence without it): the
 * model never scores a player from part of his box score.
 */
export function featureRow(value: (code: string) => number | null, margin: number): number[] | null {
  const counts: number[] = [];
  for (const code of VOTE_COUNTS) {
    const v = value(code);
    if (v === null) return null;
    counts.push(v);
  }
  return [...counts, ...teamTerms(margin)];
}
