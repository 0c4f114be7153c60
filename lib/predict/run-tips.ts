import { runRatings, type RatedMatch, type RatingParams } from "./rating";
import { createTipModel, restDays, type PlayerGame, type Tip, type TipParams } from "./tip-model";

// The tipping model walked forward through a run of matches: each tipped from what came before it
// (the team ratings as they stood, the players' ratings from earlier box scores, the regression from
// earlier days), then its result and box score learnt. The selected players are the ones who played:
// the team sheet named before the bounce (the match's persons, E5), which is what the box score lists.

export interface TipMatch extends RatedMatch {
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
  /** Today's rating model's expected margin (the team term). */
  teamExpected: number;
  /** Today's rating model's chance. */
  teamProbability: number;
  tip: Tip;
}

export function runTips(
  rating: RatingParams,
  tips: TipParams,
  matches: readonly TipMatch[],
  start: ReadonlyMap<string, number>,
  seasonOfStart: number,
): TippedMatch[] {
  const model = createTipModel(tips);
  const last = new Map<string, string>();
  const out: TippedMatch[] = [];
  runRatings(rating, matches, start, seasonOfStart, (m, pred) => {
    const full = matches[pred.index];
    const input = {
      start: full.date,
      teamExpected: pred.expected,
      homeRest: restDays(last.get(m.home), full.date),
      awayRest: restDays(last.get(m.away), full.date),
      homePlayers: full.homePlayers.map((g) => g.player),
      awayPlayers: full.awayPlayers.map((g) => g.player),
    };
    out.push({
      id: full.id,
      season: m.season,
      margin: m.margin,
      teamExpected: pred.expected,
      teamProbability: pred.probability,
      tip: model.tip(input),
    });
    if (m.margin !== null) model.learn(input, m.margin, [...full.homePlayers, ...full.awayPlayers]);
    last.set(m.home, full.date);
    last.set(m.away, full.date);
  });
  return out;
}
