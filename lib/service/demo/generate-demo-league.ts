// The synthetic demo league: a whole Dataset (league, venues, squads, people, seasons, matches, box
// scores) generated from a seed and a clock, so the app and the embedded service can run with no real
// data, and benchmarks can ask for many seasons. Same inputs, same output, byte for byte.
import type { Dataset, DatasetSquadPlayer } from "@/lib/service/model/dataset";
import { DEMO_LEAGUE, DEMO_SQUADS, DEMO_VENUES } from "./demo-identities";
import { buildPeople } from "./demo-persons";
import { buildSeason } from "./demo-season";
import { Rng, mixSeed } from "./prng";

export interface DemoLeagueOptions {
  seed: number;
  /** How many seasons, the last being the current one (callers usually pass 1). */
  seasons: number;
  /** The clock: the current season's live match began 40 minutes before this instant. */
  now: Date;
}

/** Ids of the demo seasons start here; the oldest season gets the lowest id. */
export const DEMO_SEASON_ID_BASE = 9001;

export function generateDemoLeague(opts: DemoLeagueOptions): Dataset {
  const seasonCount = Math.max(1, Math.floor(opts.seasons));
  const nowYear = opts.now.getUTCFullYear();
  const { persons, rosters } = buildPeople(new Rng(mixSeed(opts.seed, 0)), nowYear);
  const dataset: Dataset = {
    league: { ...DEMO_LEAGUE, levels: DEMO_LEAGUE.levels.map((l) => ({ ...l })) },
    venues: DEMO_VENUES.map((v) => ({ ...v })),
    squads: DEMO_SQUADS.map((s) => ({ ...s })),
    persons,
    seasons: [],
    matches: [],
    playerMatches: [],
    squadPlayers: [],
  };

  for (let i = 0; i < seasonCount; i++) {
    const seasonId = DEMO_SEASON_ID_BASE + i;
    const year = nowYear - (seasonCount - 1) + i;
    const { season, matches, playerMatches } = buildSeason({
      seed: opts.seed,
      seasonId,
      year,
      isCurrent: i === seasonCount - 1,
      now: opts.now,
      rosters,
    });
    dataset.seasons.push(season);
    // push(...) of tens of thousands of rows can overflow the call stack; append one by one.
    for (const m of matches) dataset.matches.push(m);
    for (const pm of playerMatches) dataset.playerMatches.push(pm);
    // The same synthetic list plays every season: enough for a demo, and it keeps people stable.
    for (const roster of rosters.values()) {
      for (const p of roster) {
        const row: DatasetSquadPlayer = {
          seasonId,
          squadId: p.squadId,
          personId: p.personId,
          jumperNumber: p.jumperNumber,
          positionId: p.positionId,
        };
        dataset.squadPlayers.push(row);
      }
    }
  }
  return dataset;
}
