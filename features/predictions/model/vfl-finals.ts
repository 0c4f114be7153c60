import type { FinalsFormat } from "./finals-bracket";

// The VFL's and the AFL's finals systems before 2000, as data (finals-bracket.ts). Each is checked
// against every season of its years in the history's CSV (finals-bracket.test.ts).

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
