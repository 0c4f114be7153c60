// Scores written the Australian way: goals.behinds (points), e.g. 18.12 (120).

export interface ScoreLike {
  goals: number | null;
  behinds: number | null;
  points: number | null;
}

/** "18.12 (120)", or null when the match has no score yet. */
export function formatScore(s: ScoreLike | null | undefined): string | null {
  if (!s || s.goals === null || s.behinds === null || s.points === null) return null;
  return `${s.goals}.${s.behinds} (${s.points})`;
}

/** Words for a screen reader: "18 goals 12 behinds, 120 points". */
export function describeScore(s: ScoreLike | null | undefined): string | null {
  if (!s || s.goals === null || s.behinds === null || s.points === null) return null;
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;
  return `${plural(s.goals, "goal")} ${plural(s.behinds, "behind")}, ${plural(s.points, "point")}`;
}

/** "Brisbane Lions won by 60 points", "Drawn", or null before a result. */
export function describeResult(
  home: { name: string; points: number | null },
  away: { name: string; points: number | null },
  complete: boolean,
): string | null {
  if (!complete || home.points === null || away.points === null) return null;
  const margin = Math.abs(home.points - away.points);
  if (margin === 0) return "Drawn";
  const winner = home.points > away.points ? home.name : away.name;
  return `${winner} won by ${margin} point${margin === 1 ? "" : "s"}`;
}
