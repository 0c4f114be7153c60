import type { Fixture } from "@/lib/contract";
import { featureRow } from "./vote-features";
import { dot, firstChoice, voteChances, type VoteChance } from "./plackett-luce";

// A completed home-and-away match as the Brownlow model takes it. Votes are given in home-and-away
// matches only (none in finals): the service's match type "HA".

/** The match type the umpires vote in. */
export const VOTED_TYPE = "HA";

export interface CountFixtureMatch {
  id: number;
  round: number;
  roundName: string;
  homeId: number;
  /** Home score minus away score. */
  margin: number;
}

/** Every home-and-away match of the season (played or not) and its two sides. */
export function votedMatches(
  fixture: Fixture,
): { id: number; round: number; homeId: number; awayId: number }[] {
  return fixture.phases
    .flatMap((phase) => phase.rounds)
    .flatMap((r) =>
      r.matches
        .filter((m) => m.type.code === VOTED_TYPE)
        .map((m) => ({ id: m.id, round: r.number, homeId: m.squads.home.id, awayId: m.squads.away.id })),
    );
}

/** The season's completed home-and-away matches, in the fixture's order. */
export function countedMatches(fixture: Fixture): CountFixtureMatch[] {
  return fixture.phases
    .flatMap((phase) => phase.rounds)
    .flatMap((r) =>
      r.matches
        .filter((m) => m.status.typeName === "Complete" && m.type.code === VOTED_TYPE)
        .map((m) => ({
          id: m.id,
          round: r.number,
          roundName: r.name,
          homeId: m.squads.home.id,
          margin: (m.squads.home.score.points ?? 0) - (m.squads.away.score.points ?? 0),
        })),
    );
}

export interface MatchPlayerCounts {
  id: number;
  name: string;
  squadId: number;
  /** A count by metric code; null where the answer did not give it. */
  value: (code: string) => number | null;
}

export interface PredictedPlayer extends VoteChance {
  id: number;
  name: string;
  squadId: number;
  /** His strength's log (w·x): what the simulated count draws later matches from. */
  score: number;
}

/**
 * Every player's chances of 3, 2 and 1 votes, most expected votes first; null when any player lacks a
 * count the model needs (the model never ranks a match on part of its box score).
 */
export function predictMatch(
  weights: readonly number[],
  match: Pick<CountFixtureMatch, "homeId" | "margin">,
  players: readonly MatchPlayerCounts[],
): PredictedPlayer[] | null {
  const rows: number[][] = [];
  for (const p of players) {
    const x = featureRow(p.value, p.squadId === match.homeId ? match.margin : -match.margin);
    if (!x) return null;
    rows.push(x);
  }
  if (rows.length < 3) return null;
  const scores = rows.map((x) => dot(weights, x));
  const chances = voteChances(firstChoice(scores));
  return players
    .map((p, i) => ({ id: p.id, name: p.name, squadId: p.squadId, score: scores[i], ...chances[i] }))
    .sort((a, b) => b.expected - a.expected || a.name.localeCompare(b.name));
}
