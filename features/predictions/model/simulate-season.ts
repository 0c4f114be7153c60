import { Rng } from "@/lib/random/prng";
import { playFinals } from "./finals-bracket";
import { FINALS_FORMATS } from "./season-finals";
import type { Picks, SeasonInput } from "./season-input";
import { normalDraws } from "./normal-draws";
import { playedLadder, realFinals, remainingGames, teamIndex } from "./season-tables";
import { newRun, playRemaining, startRun } from "./season-run";
import { PREMIERS, countLadder, newTally, outlookTeams } from "./season-tally";
import { finalWinner } from "./simulated-finals";

// Monte Carlo of the rest of a season: the remaining home-and-away matches, then the finals. Each
// simulated season starts from the ratings as they stood and moves them with every simulated result
// (as the real ratings would move), so a team's form can drift over the run home and the chances are
// not over-confident. Margins are normal around the expected margin; scores are split around the
// competition's mean score so that percentage moves with the margins. The parts: season-tables.ts (what
// every season reads), season-run.ts (a season's results and ratings), season-tally.ts (what is counted),
// simulated-finals.ts and normal-draws.ts.

export interface TeamOutlook {
  id: number;
  expectedWins: number;
  expectedPercentage: number;
  /** positions[i]: the chance of finishing (i+1)th after the home and away season. */
  positions: number[];
  /** The chance of a finals place (the season's system's number: 8 today, 4 in 1966). */
  finals: number;
  top4: number;
  minorPremiership: number;
  premiership: number;
}

export interface SeasonOutlook {
  simulations: number;
  seed: number;
  teams: TeamOutlook[];
}

export const DEFAULT_SIMULATIONS = 10_000;
export const DEFAULT_SEED = 2026;

export function simulateSeason(
  input: SeasonInput,
  picks: Picks = new Map(),
  simulations = DEFAULT_SIMULATIONS,
  seed = DEFAULT_SEED,
): SeasonOutlook {
  const at = teamIndex(input.teams);
  const format = input.finals.format === null ? null : FINALS_FORMATS[input.finals.format];
  const rng = new Rng(seed);
  const normal = normalDraws(rng);
  // In this order, so that a squad missing from the teams is named as it always was.
  const real = realFinals(input.finalsPlayed, at);
  const base = playedLadder(input.played, input.teams.length, at);
  const games = remainingGames(input, picks, at);
  const winner = finalWinner(input, real, rng, normal);
  // Once the grand final is played its winner is the premier, whatever the system and its replays.
  const premier = input.premier === null ? null : at(input.premier);
  const run = newRun(input.teams.length);
  const tally = newTally(input.teams.length);

  // Each season draws, in order: a tie-break a team, the remaining matches' margins, then the finals'.
  for (let s = 0; s < simulations; s++) {
    startRun(run, input.teams, base, rng);
    playRemaining(run, games, input.rating, input.meanScore, normal);
    const order = countLadder(tally, run, input.finals.teams);
    if (premier !== null) tally.flags[premier][PREMIERS]++;
    else if (format) {
      const finals = playFinals(format, order.slice(0, format.teams), (h, a, spec) =>
        winner(run.rating, h, a, spec),
      );
      tally.flags[finals[finals.length - 1].winner][PREMIERS]++;
    }
  }
  return { simulations, seed, teams: outlookTeams(input.teams, tally, simulations) };
}
