import { AFL_TOP_EIGHT, TOP_FOUR } from "./finals-bracket";
import {
  CHALLENGE_FOUR,
  FINAL_FOUR_1901,
  FINAL_SIX,
  FINAL_SIX_1991,
  MCINTYRE_EIGHT,
  MCINTYRE_FIVE,
  PAGE_MCINTYRE_FOUR,
} from "./vfl-finals";

// Which finals system a season plays (docs/decisions/finals-of-each-era.md): kept by its key in the
// predictor's input, which the server hands to the browser.

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
