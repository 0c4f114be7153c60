import {
  copyTipRatingState,
  runTipRatings,
  type TipRatedMatch,
  type TipRatingParams,
  type TipRatingState,
} from "./tip-rating";
import { createTipModel, newcomers, restDays, type PlayerGame, type Tip, type TipParams } from "./tip-model";

// The tipping model walked forward through a run of matches: each tipped from what came before it
// (the team ratings as they stood, the players' ratings from earlier box scores, the regression from
// earlier days), then its result and box score learnt. The selected players are the ones who played:
// the team sheet named before the bounce (the match's persons), which is what the box score lists;
// each one's games before the match are known before it too (his career game number less one).

export interface TipMatch extends TipRatedMatch {
  id: number;
  /** UTC start. */
  date: string;
  homePlayers: readonly PlayerGame[];
  awayPlayers: readonly PlayerGame[];
}

export interface TippedMatch {
  id: number;
  season: number;
  margin: number | null;
  /** The team rating's expected margin (the team term). */
  teamExpected: number;
  /** The team rating's own chance. */
  teamProbability: number;
  tip: Tip;
}

/** The team term of each match, as before it was played (walk-forward). */
export interface TeamTerm {
  expected: number;
  probability: number;
}

/** The tipping model through these matches, given each match's team term (in the same order). */
export function runTipsWith(
  tips: TipParams,
  matches: readonly TipMatch[],
  team: readonly TeamTerm[],
): TippedMatch[] {
  const model = createTipModel(tips);
  const last = new Map<string, string>();
  return matches.map((m, i) => {
    const input = {
      start: m.date,
      teamExpected: team[i].expected,
      homeRest: restDays(last.get(m.home), m.date),
      awayRest: restDays(last.get(m.away), m.date),
      homePlayers: m.homePlayers.map((g) => g.player),
      awayPlayers: m.awayPlayers.map((g) => g.player),
      homeNewcomers: newcomers(m.homePlayers.map((g) => g.gamesBefore)),
      awayNewcomers: newcomers(m.awayPlayers.map((g) => g.gamesBefore)),
    };
    const tipped: TippedMatch = {
      id: m.id,
      season: m.season,
      margin: m.margin,
      teamExpected: team[i].expected,
      teamProbability: team[i].probability,
      tip: model.tip(input),
    };
    if (m.margin !== null) model.learn(input, m.margin, [...m.homePlayers, ...m.awayPlayers]);
    last.set(m.home, m.date);
    last.set(m.away, m.date);
    return tipped;
  });
}

/**
 * The tipping model as shipped: its team term from its own rating (tip-rating.ts), run from `start`
 * (not changed) through the matches.
 */
export function runTips(
  rating: TipRatingParams,
  tips: TipParams,
  matches: readonly TipMatch[],
  start: TipRatingState,
): TippedMatch[] {
  const team: TeamTerm[] = [];
  runTipRatings(rating, matches, copyTipRatingState(start), (_m, pred) =>
    team.push({ expected: pred.expected, probability: pred.probability }),
  );
  return runTipsWith(tips, matches, team);
}
