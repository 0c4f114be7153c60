import type { Fixture } from "@/lib/contract";
import { MELBOURNE } from "@/lib/predict/teams";
import { complete, marginOf } from "./fixture-matches";
import type { PlayedResult, RemainingMatch, SeasonInput } from "./season-input";

// The season's results as the simulation takes them, pure: the home-and-away matches counted and those
// still to play, the finals already played, and where the grand final is played.

/** The home-and-away matches: complete and counted ones are played, the rest (even if complete) remain. */
export function splitSeason(
  target: Fixture,
  counted: (round: number) => boolean,
): { played: PlayedResult[]; remaining: RemainingMatch[] } {
  const played: PlayedResult[] = [];
  const remaining: RemainingMatch[] = [];
  for (const rd of target.phases[0]?.rounds ?? [])
    for (const m of rd.matches) {
      if (complete(m) && counted(rd.number)) {
        played.push({
          home: m.squads.home.id,
          away: m.squads.away.id,
          homeScore: m.squads.home.score.points ?? 0,
          awayScore: m.squads.away.score.points ?? 0,
        });
      } else {
        remaining.push({
          id: m.id,
          round: rd.number,
          roundName: rd.name,
          home: m.squads.home.id,
          away: m.squads.away.id,
          venueRegion: m.venue.timeZone,
        });
      }
    }
  return { played, remaining };
}

/** The finals completed, by week (a drawn final's winner as the fixture names it, else the home side). */
export function finalsPlayed(target: Fixture): SeasonInput["finalsPlayed"] {
  return target.phases
    .slice(1)
    .flatMap((ph) => ph.rounds)
    .flatMap((rd, w) =>
      rd.matches.filter(complete).map((m) => ({
        week: w + 1,
        home: m.squads.home.id,
        away: m.squads.away.id,
        winner:
          marginOf(m) > 0
            ? m.squads.home.id
            : marginOf(m) < 0
              ? m.squads.away.id
              : (m.winningSquadId ?? m.squads.home.id),
      })),
    );
}

/**
 * The premier: the winner of the season's last grand final (a replay's, where the first was drawn), once
 * it is played; null before, and for a season without one (1897 and 1924 ended in round robins).
 */
export function premierOf(target: Fixture): number | null {
  const grand = target.phases
    .slice(1)
    .flatMap((ph) => ph.rounds)
    .filter((rd) => /grand final/i.test(rd.name))
    .at(-1)?.matches[0];
  if (!grand || !complete(grand) || marginOf(grand) === 0) return null;
  return marginOf(grand) > 0 ? grand.squads.home.id : grand.squads.away.id;
}

/** The grand final's ground: the last one played in the league's fixtures given (else the MCG's zone). */
export function grandFinalRegion(fixtures: readonly Fixture[]): string {
  const grandFinal = fixtures
    .map((f) => (f.phases.length > 1 ? f.phases.at(-1)?.rounds.at(-1)?.matches[0] : undefined))
    .filter((m) => m !== undefined)
    .at(-1);
  return grandFinal?.venue.timeZone ?? MELBOURNE;
}
