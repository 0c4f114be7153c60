// Finals systems as data: each final names where its two sides come from (a ladder position, the
// winner or loser of an earlier final, or the one ranked so on the ladder among several finals' winners
// or losers). The listed home side is the one with the right to host; a final marked `neutral` is
// played at the competition's grand final ground.

export type Slot =
  | { seed: number }
  | { winnerOf: string }
  | { loserOf: string }
  /** Among the winners (or losers) of the finals named, the `rank`th highest on the ladder. */
  | { ranked: "winners" | "losers"; of: readonly string[]; rank: number };

export interface FinalSpec {
  id: string;
  week: number;
  home: Slot;
  away: Slot;
  neutral?: boolean;
}

export interface FinalsFormat {
  /** How many teams qualify. */
  teams: number;
  finals: FinalSpec[];
  /**
   * The minor premier's right to challenge: where the last final's winner is another side, the minor
   * premier plays it once more, a grand final, and that decides the premiership.
   */
  challenge?: { id: string; week: number };
}

/**
 * The AFL's top-eight system (since 2000). Week 1: qualifying finals 1v4 and 2v3 (winners rest and
 * host a preliminary final), elimination finals 5v8 and 6v7 (losers are out). Week 2: each qualifying
 * final's loser hosts a semi-final against an elimination final's winner (1v4's loser meets 5v8's
 * winner). Week 3: preliminary finals, each qualifying final's winner against the semi-final winner
 * from the other side of the draw. Week 4: the grand final.
 */
export const AFL_TOP_EIGHT: FinalsFormat = {
  teams: 8,
  finals: [
    { id: "QF1", week: 1, home: { seed: 1 }, away: { seed: 4 } },
    { id: "QF2", week: 1, home: { seed: 2 }, away: { seed: 3 } },
    { id: "EF1", week: 1, home: { seed: 5 }, away: { seed: 8 } },
    { id: "EF2", week: 1, home: { seed: 6 }, away: { seed: 7 } },
    { id: "SF1", week: 2, home: { loserOf: "QF1" }, away: { winnerOf: "EF1" } },
    { id: "SF2", week: 2, home: { loserOf: "QF2" }, away: { winnerOf: "EF2" } },
    { id: "PF1", week: 3, home: { winnerOf: "QF1" }, away: { winnerOf: "SF2" } },
    { id: "PF2", week: 3, home: { winnerOf: "QF2" }, away: { winnerOf: "SF1" } },
    { id: "GF", week: 4, home: { winnerOf: "PF1" }, away: { winnerOf: "PF2" }, neutral: true },
  ],
};

/** The synthetic demo league's finals (lib/service/demo/demo-season.ts): semi-finals 1v4 and 2v3, then a grand final. */
export const TOP_FOUR: FinalsFormat = {
  teams: 4,
  finals: [
    { id: "SF1", week: 1, home: { seed: 1 }, away: { seed: 4 } },
    { id: "SF2", week: 1, home: { seed: 2 }, away: { seed: 3 } },
    { id: "GF", week: 2, home: { winnerOf: "SF1" }, away: { winnerOf: "SF2" }, neutral: true },
  ],
};

/**
 * The VFL's final four of 1901: semi-finals 1v3 and 2v4, their winners in the grand final.
 */
export const FINAL_FOUR_1901: FinalsFormat = {
  teams: 4,
  finals: [
    { id: "SF1", week: 1, home: { seed: 1 }, away: { seed: 3 }, neutral: true },
    { id: "SF2", week: 1, home: { seed: 2 }, away: { seed: 4 }, neutral: true },
    { id: "GF", week: 2, home: { winnerOf: "SF1" }, away: { winnerOf: "SF2" }, neutral: true },
  ],
};

/**
 * The VFL's final four with the minor premier's right to challenge (the "Argus" system, 1902–1930 but
 * 1924): semi-finals 1v3 and 2v4, a final between their winners, and, where the minor premier did not
 * win that final (beaten in it or in its semi-final), a grand final between it and the final's winner.
 */
export const CHALLENGE_FOUR: FinalsFormat = {
  teams: 4,
  finals: [
    { id: "SF1", week: 1, home: { seed: 1 }, away: { seed: 3 }, neutral: true },
    { id: "SF2", week: 2, home: { seed: 2 }, away: { seed: 4 }, neutral: true },
    { id: "F", week: 3, home: { winnerOf: "SF1" }, away: { winnerOf: "SF2" }, neutral: true },
  ],
  challenge: { id: "GF", week: 4 },
};

/**
 * The VFL's Page–McIntyre final four (1931–1971). First semi-final 3v4 (its loser is out), second
 * semi-final 1v2 (its winner goes to the grand final), the preliminary final the second semi's loser
 * against the first semi's winner, then the grand final. Every final at a neutral ground (the MCG, as a
 * rule), each in a week of its own as the fixture lists them.
 */
export const PAGE_MCINTYRE_FOUR: FinalsFormat = {
  teams: 4,
  finals: [
    { id: "SF1", week: 1, home: { seed: 3 }, away: { seed: 4 }, neutral: true },
    { id: "SF2", week: 2, home: { seed: 1 }, away: { seed: 2 }, neutral: true },
    { id: "PF", week: 3, home: { loserOf: "SF2" }, away: { winnerOf: "SF1" }, neutral: true },
    { id: "GF", week: 4, home: { winnerOf: "SF2" }, away: { winnerOf: "PF" }, neutral: true },
  ],
};

/**
 * The VFL's McIntyre final five (1972–1990). Week 1: qualifying final 2v3, elimination final 4v5 (its
 * loser is out). Week 2: second semi-final, the minor premier against the qualifying final's winner
 * (its winner goes to the grand final); first semi-final, the qualifying final's loser against the
 * elimination final's winner. Week 3: the preliminary final, the second semi's loser against the
 * first semi's winner. Week 4: the grand final. Neutral grounds, as above.
 */
export const MCINTYRE_FIVE: FinalsFormat = {
  teams: 5,
  finals: [
    { id: "QF", week: 1, home: { seed: 2 }, away: { seed: 3 }, neutral: true },
    { id: "EF", week: 1, home: { seed: 4 }, away: { seed: 5 }, neutral: true },
    { id: "SF2", week: 2, home: { seed: 1 }, away: { winnerOf: "QF" }, neutral: true },
    { id: "SF1", week: 2, home: { loserOf: "QF" }, away: { winnerOf: "EF" }, neutral: true },
    { id: "PF", week: 3, home: { loserOf: "SF2" }, away: { winnerOf: "SF1" }, neutral: true },
    { id: "GF", week: 4, home: { winnerOf: "SF2" }, away: { winnerOf: "PF" }, neutral: true },
  ],
};

/**
 * The final six (1991–1993). Week 1: qualifying final 1v2, two elimination finals (their losers are
 * out): 3v4 and 5v6 in 1991, 3v6 and 4v5 from 1992, as the history's finals were played. Week 2: the
 * qualifying final's winner against the higher-ranked elimination winner (the winner goes to the grand
 * final, the loser to the preliminary final); its loser against the lower-ranked one (the loser is
 * out). Then the preliminary final and the grand final, as in the four.
 */
const finalSix = (ef1: [number, number], ef2: [number, number]): FinalsFormat => ({
  teams: 6,
  finals: [
    { id: "QF", week: 1, home: { seed: 1 }, away: { seed: 2 } },
    { id: "EF1", week: 1, home: { seed: ef1[0] }, away: { seed: ef1[1] } },
    { id: "EF2", week: 1, home: { seed: ef2[0] }, away: { seed: ef2[1] } },
    {
      id: "SF2",
      week: 2,
      home: { winnerOf: "QF" },
      away: { ranked: "winners", of: ["EF1", "EF2"], rank: 1 },
    },
    { id: "SF1", week: 2, home: { loserOf: "QF" }, away: { ranked: "winners", of: ["EF1", "EF2"], rank: 2 } },
    { id: "PF", week: 3, home: { loserOf: "SF2" }, away: { winnerOf: "SF1" } },
    { id: "GF", week: 4, home: { winnerOf: "SF2" }, away: { winnerOf: "PF" }, neutral: true },
  ],
});
export const FINAL_SIX_1991 = finalSix([3, 4], [5, 6]);
export const FINAL_SIX = finalSix([3, 6], [4, 5]);

/**
 * The McIntyre final eight (1994–1999). Week 1: 1v8, 2v7, 3v6, 4v5. Ranked on the ladder, the two
 * highest winners rest and host a preliminary final; the two lowest losers are out. Week 2: the
 * higher of the two losers left against the third-ranked winner, the lower against the fourth. Week
 * 3: the top winner against the second semi-final's winner, the second against the first's. Week 4:
 * the grand final.
 */
const WEEK_ONE = ["QF1", "QF2", "QF3", "QF4"] as const;
export const MCINTYRE_EIGHT: FinalsFormat = {
  teams: 8,
  finals: [
    { id: "QF1", week: 1, home: { seed: 1 }, away: { seed: 8 } },
    { id: "QF2", week: 1, home: { seed: 2 }, away: { seed: 7 } },
    { id: "QF3", week: 1, home: { seed: 3 }, away: { seed: 6 } },
    { id: "QF4", week: 1, home: { seed: 4 }, away: { seed: 5 } },
    {
      id: "SF1",
      week: 2,
      home: { ranked: "losers", of: WEEK_ONE, rank: 1 },
      away: { ranked: "winners", of: WEEK_ONE, rank: 3 },
    },
    {
      id: "SF2",
      week: 2,
      home: { ranked: "losers", of: WEEK_ONE, rank: 2 },
      away: { ranked: "winners", of: WEEK_ONE, rank: 4 },
    },
    { id: "PF1", week: 3, home: { ranked: "winners", of: WEEK_ONE, rank: 1 }, away: { winnerOf: "SF2" } },
    { id: "PF2", week: 3, home: { ranked: "winners", of: WEEK_ONE, rank: 2 }, away: { winnerOf: "SF1" } },
    { id: "GF", week: 4, home: { winnerOf: "PF1" }, away: { winnerOf: "PF2" }, neutral: true },
  ],
};

export const FINALS_FORMATS = {
  "afl-top-eight": AFL_TOP_EIGHT,
  "top-four": TOP_FOUR,
  "page-mcintyre-four": PAGE_MCINTYRE_FOUR,
  "mcintyre-five": MCINTYRE_FIVE,
  "final-four-1901": FINAL_FOUR_1901,
  "challenge-four": CHALLENGE_FOUR,
  "final-six-1991": FINAL_SIX_1991,
  "final-six": FINAL_SIX,
  "mcintyre-eight": MCINTYRE_EIGHT,
} as const;
export type FinalsFormatId = keyof typeof FINALS_FORMATS;

/** A season's finals: the system the predictor plays (null where it plays none), and how many teams play them. */
export interface SeasonFinals {
  format: FinalsFormatId | null;
  /** How many teams the finals take (the ladder's line the chances are counted against). */
  teams: number;
  /** The system in words, for the predictor's introduction. */
  name: string;
}

const modelled = (format: FinalsFormatId, name: string): SeasonFinals => ({
  format,
  teams: FINALS_FORMATS[format].teams,
  name,
});

/**
 * The finals system of a season. The AFL's seasons from 2000, and every season of another league (the
 * demo league: two weeks of finals, a top four), by the weeks of finals the fixture lists; the VFL/AFL
 * seasons before 2000 by the system of their era. Where the season had no knockout finals (the round
 * robins of 1897 and 1924, the sectional rounds of 1898–1900) the format is null: the ladder is
 * simulated, the finals are not.
 */
export function seasonFinals(
  season: { competitionCode: string; startYear: number },
  weeks: number,
): SeasonFinals {
  const { competitionCode, startYear: year } = season;
  if (competitionCode !== "AFL" || year >= 2000)
    return weeks <= 2
      ? modelled("top-four", "top four: semi-finals and a grand final")
      : modelled("afl-top-eight", "the AFL's top-eight system");
  if (year >= 1994) return modelled("mcintyre-eight", "the McIntyre final eight of 1994–1999");
  if (year >= 1992) return modelled("final-six", "the final six of 1992–1993");
  if (year === 1991) return modelled("final-six-1991", "the final six of 1991");
  if (year >= 1972) return modelled("mcintyre-five", "the McIntyre final five of 1972–1990");
  if (year >= 1931) return modelled("page-mcintyre-four", "the Page–McIntyre final four of 1931–1971");
  if (year === 1924) return { format: null, teams: 4, name: "1924's round robin of the top four" };
  if (year >= 1902)
    return modelled(
      "challenge-four",
      "the final four of 1902–1930, with the minor premier's right to challenge",
    );
  if (year === 1901) return modelled("final-four-1901", "the final four of 1901");
  return {
    format: null,
    teams: 4,
    name: year === 1897 ? "1897's round robin of the top four" : "the sectional rounds of 1898–1900",
  };
}

export interface PlayedFinal<T> {
  spec: FinalSpec;
  home: T;
  away: T;
  winner: T;
}

/**
 * Plays a finals series: `ladder` is the teams in ladder order, `play` decides each final (returns
 * the winner). Returns every final in order; the last is the grand final.
 */
export function playFinals<T>(
  format: FinalsFormat,
  ladder: readonly T[],
  play: (home: T, away: T, spec: FinalSpec) => T,
): PlayedFinal<T>[] {
  const done = new Map<string, PlayedFinal<T>>();
  const played = (id: string) => {
    const f = done.get(id);
    if (!f) throw new Error(`final ${id} is not played before it is needed`);
    return f;
  };
  const loser = (f: PlayedFinal<T>) => (f.winner === f.home ? f.away : f.home);
  const team = (slot: Slot): T => {
    if ("seed" in slot) return ladder[slot.seed - 1];
    if ("ranked" in slot) {
      const sides = slot.of.map((id) => (slot.ranked === "winners" ? played(id).winner : loser(played(id))));
      return sides.sort((a, b) => ladder.indexOf(a) - ladder.indexOf(b))[slot.rank - 1];
    }
    if ("winnerOf" in slot) return played(slot.winnerOf).winner;
    return loser(played(slot.loserOf));
  };
  const playOne = (spec: FinalSpec) => {
    const home = team(spec.home);
    const away = team(spec.away);
    done.set(spec.id, { spec, home, away, winner: play(home, away, spec) });
  };
  format.finals.forEach(playOne);
  const last = format.finals.at(-1)!;
  if (format.challenge && played(last.id).winner !== ladder[0])
    playOne({ ...format.challenge, home: { seed: 1 }, away: { winnerOf: last.id }, neutral: true });
  return [...done.values()];
}
