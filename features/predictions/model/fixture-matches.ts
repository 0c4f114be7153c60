import type { Fixture, FixtureMatch } from "@/lib/contract";

// How the predictor reads a fixture's matches, pure: which are complete, their margins, their order,
// and the season's teams.

/** Complete, with both scores: a result the ratings learn from and the ladder counts. */
export const complete = (m: FixtureMatch): boolean =>
  m.status.typeName === "Complete" &&
  m.squads.home.score.points !== null &&
  m.squads.away.score.points !== null;

/** The home side's margin (a missing score as 0). */
export const marginOf = (m: FixtureMatch): number =>
  (m.squads.home.score.points ?? 0) - (m.squads.away.score.points ?? 0);

/** By start time: the order the ratings move in. */
export const byStart = (a: FixtureMatch, b: FixtureMatch) =>
  a.date.utcMatchStart.localeCompare(b.date.utcMatchStart);

/** The teams of the home-and-away season, by name: the order of every per-team list the model gives. */
export function seasonTeams(f: Fixture): { id: number; name: string; code: string }[] {
  const seen = new Map<number, { id: number; name: string; code: string }>();
  for (const m of f.phases[0]?.rounds.flatMap((rd) => rd.matches) ?? [])
    for (const s of [m.squads.home, m.squads.away]) seen.set(s.id, { id: s.id, name: s.name, code: s.code });
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
