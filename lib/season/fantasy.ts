import type { MetricSlice } from "./leaders";

// AFL Fantasy scores from the box score, by the game's published scoring. Every count it needs is a
// core-tier metric of the service; the score is the app's own figure (the service has no such metric),
// so it is computed wherever a box score is shown: the match summary, the player statistics table, a
// player's game log and the season leaderboards (where a quarter's or zone's counts give that part's
// score: the formula is a sum, and the counts' cells partition the match).

/** The app's own metric code for the score (leaderboards, game logs). */
export const FANTASY_CODE = "AFL_FANTASY";
export const FANTASY_LABEL = { short: "AF", name: "AFL Fantasy points" } as const;
/** How the score is made, for a table's legend. */
export const FANTASY_NOTE =
  "AFL Fantasy points (kick 3, handball 2, mark 3, tackle 4, free for 1, free against −3, hit-out 1, goal 6, behind 1)";

/** Points per count (kick 3, handball 2, mark 3, tackle 4, free for 1, free against −3, hit-out 1, goal 6, behind 1). */
export const FANTASY_POINTS = {
  KICK: 3,
  HANDBALL: 2,
  MARK: 3,
  TACKLE: 4,
  FREE_KICK: 1,
  FREE_KICK_AGAINST: -3,
  HITOUT: 1,
  GOAL: 6,
  BEHIND: 1,
} as const satisfies Record<string, number>;
export type FantasyCount = keyof typeof FANTASY_POINTS;
export const FANTASY_COUNTS = Object.keys(FANTASY_POINTS) as FantasyCount[];

/**
 * A player's score from his counts; null when any count is missing (a licence without one of them, a
 * match without statistics): never a score from part of the counts.
 */
export function fantasyScore(count: (code: FantasyCount) => number | null | undefined): number | null {
  let score = 0;
  for (const code of FANTASY_COUNTS) {
    const n = count(code);
    if (n === null || n === undefined) return null;
    score += FANTASY_POINTS[code] * n;
  }
  return score;
}

/** Whether every count the score needs is among these codes (a licence's, an answer's). */
export const hasFantasyCounts = (codes: Iterable<string>) => {
  const have = new Set(codes);
  return FANTASY_COUNTS.every((c) => have.has(c));
};

/**
 * The score as a metric slice of each match, from the nine counts' slices (`byCount[k]` is
 * FANTASY_COUNTS[k]'s, every one listing the same matches in the same order, as the season store reads
 * them). A match without one of the counts has no total; without one count's quarter × zone cells, no
 * cells.
 */
export function fantasySlices(byCount: readonly (readonly MetricSlice[])[]): MetricSlice[] {
  if (byCount.length !== FANTASY_COUNTS.length) throw new Error("fantasySlices: one slice list a count");
  const [first] = byCount;
  return first.map((match, j) => {
    const parts = byCount.map((slices) => {
      const m = slices[j];
      if (m?.matchId !== match.matchId) throw new Error(`Slices out of step at match ${match.matchId}`);
      return m;
    });
    const weights = FANTASY_COUNTS.map((c) => FANTASY_POINTS[c]);
    const total = parts.every((p) => p.total)
      ? match.players.map((_, i) => fantasyScore((c) => parts[FANTASY_COUNTS.indexOf(c)].total![i]))
      : null;
    let split: MetricSlice["split"] = null;
    if (parts.every((p) => p.split)) {
      split = {};
      for (let i = 0; i < match.players.length; i++) {
        let row: number[] | null = null;
        parts.forEach((p, k) => {
          const cells = p.split![i];
          if (!cells) return; // a player's row is left out where every cell is zero
          row ??= new Array<number>(cells.length).fill(0);
          for (let c = 0; c < cells.length; c++) row[c] += weights[k] * cells[c];
        });
        if (row) split[i] = row;
      }
    }
    return { matchId: match.matchId, finals: match.finals, players: match.players, total, split };
  });
}
