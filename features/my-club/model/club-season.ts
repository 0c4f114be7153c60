import type { Fixture, FixtureMatch, Ladder } from "@/lib/contract";

// A club's season as the home panel tells it, from the fixture (the season's answer) and the ladder.

export type Outcome = "won" | "lost" | "drew";

export interface ClubMatch {
  match: FixtureMatch;
  round: string;
  home: boolean;
  opponent: { id: number; name: string };
}

export interface ClubResult extends ClubMatch {
  outcome: Outcome;
  scored: number;
  conceded: number;
}

function clubMatches(fixture: Fixture, squadId: number): ClubMatch[] {
  const out: ClubMatch[] = [];
  for (const phase of fixture.phases)
    for (const round of phase.rounds)
      for (const match of round.matches) {
        const { home, away } = match.squads;
        if (home.id !== squadId && away.id !== squadId) continue;
        const isHome = home.id === squadId;
        const other = isHome ? away : home;
        out.push({ match, round: round.name, home: isHome, opponent: { id: other.id, name: other.name } });
      }
  // By start, not by the fixture's order: a rescheduled match keeps its round but moves in time.
  return out.sort((a, b) => Date.parse(a.match.date.utcMatchStart) - Date.parse(b.match.date.utcMatchStart));
}

/** The club's match in play, else its first still to start; undefined when the season holds none. */
export function nextMatch(fixture: Fixture, squadId: number): ClubMatch | undefined {
  const open = clubMatches(fixture, squadId).filter((m) => m.match.status.typeName !== "Complete");
  return open.find((m) => m.match.status.typeName === "Live") ?? open[0];
}

/** The club's latest completed match with its score line and outcome; undefined before its first. */
export function lastResult(fixture: Fixture, squadId: number): ClubResult | undefined {
  const done = clubMatches(fixture, squadId).filter((m) => m.match.status.typeName === "Complete");
  for (let i = done.length - 1; i >= 0; i--) {
    const m = done[i];
    const own = m.home ? m.match.squads.home : m.match.squads.away;
    const other = m.home ? m.match.squads.away : m.match.squads.home;
    if (own.score.points === null || other.score.points === null) continue;
    const diff = own.score.points - other.score.points;
    const outcome: Outcome = diff > 0 ? "won" : diff < 0 ? "lost" : "drew";
    return { ...m, outcome, scored: own.score.points, conceded: other.score.points };
  }
  return undefined;
}

/** The club's place on the ladder as it stands, of how many; undefined when it is not on it. */
export function ladderPosition(
  ladder: Ladder,
  squadId: number,
): { position: number; of: number } | undefined {
  const entry = ladder.squads.find((s) => s.id === squadId);
  return entry ? { position: entry.position, of: ladder.squads.length } : undefined;
}
