// Finals systems as data: each final names where its two sides come from (a ladder position, or the
// winner or loser of an earlier final). The listed home side is the one with the right to host; a
// final marked `neutral` is played at the competition's grand final ground.

export type Slot = { seed: number } | { winnerOf: string } | { loserOf: string };

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

export const FINALS_FORMATS = {
  "afl-top-eight": AFL_TOP_EIGHT,
  "top-four": TOP_FOUR,
  "page-mcintyre-four": PAGE_MCINTYRE_FOUR,
  "mcintyre-five": MCINTYRE_FIVE,
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
 * seasons before 2000 by the system of their era. Where that system is not played here (1897–1930: a
 * final four with the minor premier's right to challenge, and before it round robins and sections;
 * 1991–1993's final six; 1994–1999's McIntyre final eight, whose pairings follow the week's results)
 * the format is null: the ladder is simulated, the finals are not.
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
  if (year >= 1994) return { format: null, teams: 8, name: "the McIntyre final eight of 1994–1999" };
  if (year >= 1991) return { format: null, teams: 6, name: "the final six of 1991–1993" };
  if (year >= 1972) return modelled("mcintyre-five", "the McIntyre final five of 1972–1990");
  if (year >= 1931) return modelled("page-mcintyre-four", "the Page–McIntyre final four of 1931–1971");
  if (year >= 1901)
    return {
      format: null,
      teams: 4,
      name: "the final four of 1901–1930, with the minor premier's right to challenge",
    };
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
  const team = (slot: Slot): T => {
    if ("seed" in slot) return ladder[slot.seed - 1];
    const id = "winnerOf" in slot ? slot.winnerOf : slot.loserOf;
    const f = done.get(id);
    if (!f) throw new Error(`final ${id} is not played before it is needed`);
    if ("winnerOf" in slot) return f.winner;
    return f.winner === f.home ? f.away : f.home;
  };
  for (const spec of format.finals) {
    const home = team(spec.home);
    const away = team(spec.away);
    done.set(spec.id, { spec, home, away, winner: play(home, away, spec) });
  }
  return [...done.values()];
}
