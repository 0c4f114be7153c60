import type { FixtureMatch } from "@/lib/contract";
import { expectedMargin, updateRatings, type RatingParams, type Ratings } from "@/lib/predict/rating";
import { MELBOURNE } from "@/lib/predict/teams";
import { complete, marginOf } from "./fixture-matches";

/**
 * The ratings as they move through the fixtures, and each match's pre-match expected margin. A club
 * starts at its seed rating by name (a club new to the seed at newClub; with no seed, every club at 0).
 * A match is expected from its teams' home regions (`regions`, the season's: an unknown home side at
 * the venue, an unknown away side in Melbourne); a complete one moves the ratings when `learn` is set.
 */
export function matchRater(p: RatingParams, seed: ReadonlyMap<string, number> | undefined) {
  const ratings: Ratings = new Map();
  const expected = new Map<number, number>();
  const key = (id: number) => String(id);
  const seedTeam = (s: { id: number; name: string }) => {
    if (!ratings.has(key(s.id))) ratings.set(key(s.id), seed?.get(s.name) ?? (seed ? p.newClub : 0));
  };
  const rate = (m: FixtureMatch, learn: boolean, regions: ReadonlyMap<number, string>): void => {
    seedTeam(m.squads.home);
    seedTeam(m.squads.away);
    const venue = m.venue.timeZone;
    const e = expectedMargin(p, ratings, {
      home: key(m.squads.home.id),
      away: key(m.squads.away.id),
      venueRegion: venue,
      homeRegion: regions.get(m.squads.home.id) ?? venue,
      awayRegion: regions.get(m.squads.away.id) ?? MELBOURNE,
    });
    expected.set(m.id, e);
    if (learn && complete(m))
      updateRatings(p, ratings, key(m.squads.home.id), key(m.squads.away.id), e, marginOf(m));
  };
  /** A squad's rating now (0 before it is seeded). */
  const ratingOf = (id: number) => ratings.get(key(id)) ?? 0;
  return { ratings, expected, seedTeam, rate, ratingOf };
}

export type MatchRater = ReturnType<typeof matchRater>;
