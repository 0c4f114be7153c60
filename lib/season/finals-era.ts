// A season's finals, for every page that draws the ladder's finals line and for the predictor, which
// plays them (features/predictions/model/season-finals.ts maps each key to its bracket). The VFL/AFL
// changed its system many times: the table is by year (docs/decisions/finals-of-each-era.md).

export type FinalsFormatId =
  | "afl-top-eight"
  | "top-four"
  | "page-mcintyre-four"
  | "mcintyre-five"
  | "final-four-1901"
  | "challenge-four"
  | "final-six-1991"
  | "final-six"
  | "mcintyre-eight";

/** A season's finals: the system (null where it was no knockout), and how many teams play them. */
export interface SeasonFinals {
  format: FinalsFormatId | null;
  /** How many teams the finals take: the ladder's finals line. */
  teams: number;
  /** The system in words. */
  name: string;
}

const system = (format: FinalsFormatId | null, teams: number, name: string): SeasonFinals => ({
  format,
  teams,
  name,
});

/**
 * The finals system of a season. The AFL's seasons from 2000, and every season of another league (the
 * demo league: two weeks of finals, a top four), by the weeks of finals the fixture lists; the VFL/AFL
 * seasons before 2000 by the system of their year. Where the season had no knockout finals (the round
 * robins of 1897 and 1924, the sectional rounds of 1898–1900) the format is null.
 */
export function seasonFinals(
  season: { competitionCode: string; startYear: number },
  weeks: number,
): SeasonFinals {
  const { competitionCode, startYear: year } = season;
  if (competitionCode !== "AFL" || year >= 2000)
    return weeks <= 2
      ? system("top-four", 4, "top four: semi-finals and a grand final")
      : system("afl-top-eight", 8, "the AFL's top-eight system");
  if (year >= 1994) return system("mcintyre-eight", 8, "the McIntyre final eight of 1994–1999");
  if (year >= 1992) return system("final-six", 6, "the final six of 1992–1993");
  if (year === 1991) return system("final-six-1991", 6, "the final six of 1991");
  if (year >= 1972) return system("mcintyre-five", 5, "the McIntyre final five of 1972–1990");
  if (year >= 1931) return system("page-mcintyre-four", 4, "the Page–McIntyre final four of 1931–1971");
  if (year === 1924) return system(null, 4, "1924's round robin of the top four");
  if (year >= 1902)
    return system(
      "challenge-four",
      4,
      "the final four of 1902–1930, with the minor premier's right to challenge",
    );
  if (year === 1901) return system("final-four-1901", 4, "the final four of 1901");
  return system(
    null,
    4,
    year === 1897 ? "1897's round robin of the top four" : "the sectional rounds of 1898–1900",
  );
}

/** The same from a season's fixture: its competition, its year and its weeks of finals. */
export const fixtureFinals = (f: {
  competitionCode: string;
  startYear: number;
  phases: readonly { rounds: readonly unknown[] }[];
}): SeasonFinals =>
  seasonFinals(
    f,
    f.phases.slice(1).reduce((n, ph) => n + ph.rounds.length, 0),
  );
