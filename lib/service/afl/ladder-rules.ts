// The premiership points of each era and the byes that earn them. The VFL/AFL has given 4 points a
// win and 2 a draw since 1897, with percentage (points for / against × 100) next; what changed is the
// bye. In the VFL's seasons with an odd number of clubs (1915, 1919–1924, 1942–1943) a bye was worth
// four points (the 1942–43 season reports: "one bye which was worth four premiership points"); the
// AFL gave none (1991–1994, 2011 and the mid-season bye rounds since 2012: a club's points are 4 a
// win and 2 a draw of the matches it played).

export interface LadderRules {
  win: number;
  draw: number;
  /** Points for a round without a match (0: byes earn nothing). */
  bye: number;
}

export const MODERN_RULES: LadderRules = { win: 4, draw: 2, bye: 0 };
const VFL_RULES: LadderRules = { win: 4, draw: 2, bye: 4 };
/** The first season of the AFL's name, from which byes earned no points. */
export const FIRST_AFL_SEASON = 1990;

/** The rules of the VFL/AFL premiership in a season. */
export const aflLadderRules = (year: number): LadderRules =>
  year < FIRST_AFL_SEASON ? VFL_RULES : MODERN_RULES;

export interface ByeMatch {
  homeSquadId: number;
  awaySquadId: number;
  roundNumber: number;
}

/**
 * Each squad's home-and-away rounds without a match (`rounds` are the phase's round numbers). A run of
 * two or more rounds without a match at the end of a squad's season is not a bye but the squad being
 * out of the competition (1943: the last club after round 11 played no more); a single one is a bye.
 */
export function byeRounds(
  squadIds: readonly number[],
  rounds: readonly number[],
  matches: readonly ByeMatch[],
) {
  const played = new Map<number, Set<number>>(squadIds.map((id) => [id, new Set<number>()]));
  for (const m of matches) {
    played.get(m.homeSquadId)?.add(m.roundNumber);
    played.get(m.awaySquadId)?.add(m.roundNumber);
  }
  const sorted = [...rounds].sort((a, b) => a - b);
  const out = new Map<number, number[]>();
  for (const [id, set] of played) {
    let last = -1;
    sorted.forEach((r, i) => {
      if (set.has(r)) last = i;
    });
    const trailing = sorted.length - 1 - last;
    const end = trailing >= 2 ? last : sorted.length - 1;
    out.set(
      id,
      sorted.filter((r, i) => i <= end && !set.has(r)),
    );
  }
  return out;
}
