import type { Fixture } from "@/lib/contract";
import { byStart, complete } from "./fixture-matches";
import type { MatchRater } from "./match-rater";

export interface RoundRatings {
  /** -1: the start of the season. */
  round: number;
  name: string;
  /** In the order of SeasonInput.teams. */
  ratings: number[];
}

/**
 * The season asked about, rated match by match in date order (only the rounds `counted` move the
 * ratings; every match gets its expectation), and the ratings as they stood at the start and after
 * each counted round: a round's ratings are read once its last counted match is rated.
 */
export function rateSeason(
  target: Fixture,
  teams: readonly { id: number; name: string }[],
  rater: MatchRater,
  regions: ReadonlyMap<number, string>,
  counted: (round: number) => boolean,
): RoundRatings[] {
  teams.forEach(rater.seedTeam);
  const standing = () => teams.map((t) => rater.ratingOf(t.id));
  // Where the season began (after the carry-over), so the table shows every round's movement.
  const byRound: RoundRatings[] = [{ round: -1, name: "Start", ratings: standing() }];
  const rounds = target.phases.flatMap((ph) => ph.rounds);
  const matchRound = new Map(rounds.flatMap((rd) => rd.matches.map((m) => [m.id, rd.number] as const)));
  const all = rounds.flatMap((rd) => rd.matches).sort(byStart);
  const lastOfRound = new Map<number, number>();
  all.forEach((m) => {
    if (complete(m) && counted(matchRound.get(m.id) ?? 0)) lastOfRound.set(matchRound.get(m.id) ?? 0, m.id);
  });
  for (const m of all) {
    const round = matchRound.get(m.id) ?? 0;
    rater.rate(m, counted(round), regions);
    if (lastOfRound.get(round) === m.id) {
      const name = rounds.find((rd) => rd.number === round)?.name ?? `Round ${round}`;
      byRound.push({ round, name, ratings: standing() });
    }
  }
  return byRound.sort((a, b) => a.round - b.round);
}
