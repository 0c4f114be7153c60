// One synthetic season: fixture, times, scores, box scores and finals. A past season is complete; the
// current one is laid out around `now` so that exactly one match is live.
import type { DatasetMatch, DatasetPlayerMatch, DatasetSeason } from "@/lib/service/model/dataset";
import {
  DEMO_CONFERENCES,
  DEMO_LEAGUE,
  DEMO_SQUADS,
  DEMO_VENUES,
  GRAND_FINAL_VENUE_ID,
  HOME_VENUE_BY_SQUAD,
} from "./demo-identities";
import type { RosterPlayer } from "./demo-persons";
import { sideBoxScore } from "./demo-player-stats";
import {
  HA_ROUNDS,
  buildPhases,
  currentSeasonOpenerMs,
  matchStartMs,
  roundOpenerMs,
  roundRobin,
  seasonOpenerMs,
} from "./demo-schedule";
import { localDateTime } from "../local-date-time";
import { ladderOrder, playMatch, points, type Result } from "./demo-scores";
import { Rng, mixSeed } from "./prng";

/** A match that began longer ago than this is over; the live match began 40 minutes before `now`. */
export const MATCH_WINDOW_MS = 2.5 * 60 * 60_000;

const CROWD: Record<number, [number, number]> = {
  901: [28_000, 78_000],
  902: [9_000, 24_000],
  903: [22_000, 56_000],
};

export interface SeasonInput {
  seed: number;
  seasonId: number;
  year: number;
  isCurrent: boolean;
  now: Date;
  rosters: ReadonlyMap<number, RosterPlayer[]>;
}

export interface SeasonOutput {
  season: DatasetSeason;
  matches: DatasetMatch[];
  playerMatches: DatasetPlayerMatch[];
}

interface Fixture {
  phaseId: number;
  roundId: number;
  roundNumber: number;
  roundOrder: number; // from 1
  typeCode: "HA" | "SF" | "GF";
  home: number;
  away: number;
  venueId: number;
  startMs: number;
}

/** What a season's matches are played into: its seed and clock, the squads' strengths and rosters. */
interface SeasonPlay {
  input: SeasonInput;
  strength: Map<number, number>;
  matches: DatasetMatch[];
  playerMatches: DatasetPlayerMatch[];
}

/**
 * One fixture played (or scheduled, when it has not started by `now`): its match, and the box scores
 * of both sides once it has started. Its draws come from its own seeded generator (seed, year, round,
 * order), so a match is the same whichever others are played.
 */
function playFixture(sp: SeasonPlay, f: Fixture): DatasetMatch {
  const { seed, seasonId, year, now } = sp.input;
  const rng = new Rng(mixSeed(seed, year, f.roundNumber, f.roundOrder));
  const venue = DEMO_VENUES.find((v) => v.id === f.venueId) ?? DEMO_VENUES[0];
  const started = f.startMs <= now.getTime();
  const periodSecs = Array.from({ length: 4 }, () => rng.int(1620, 1980));
  // The live match carries its final score too: the service reveals it as the replay reaches it.
  const result = started
    ? playMatch(rng, sp.strength.get(f.home) ?? 0, sp.strength.get(f.away) ?? 0, f.typeCode !== "HA")
    : null;
  const [crowdMin, crowdMax] =
    f.typeCode === "GF" ? [82_000, 96_000] : (CROWD[f.venueId] ?? [10_000, 30_000]);
  const match: DatasetMatch = {
    id: seasonId * 1000 + f.roundNumber * 10 + f.roundOrder,
    seasonId,
    phaseId: f.phaseId,
    roundId: f.roundId,
    roundNumber: f.roundNumber,
    roundOrder: f.roundOrder,
    typeCode: f.typeCode,
    homeSquadId: f.home,
    awaySquadId: f.away,
    venueId: f.venueId,
    utcStart: new Date(f.startMs).toISOString(),
    ...localDateTime(f.startMs, venue.timeZone),
    attendance: started ? rng.int(crowdMin, crowdMax) : null,
    homeQuarters: result ? result.home.quarters : [],
    awayQuarters: result ? result.away.quarters : [],
    periodSecs,
  };
  // The live match has its selections and box score too: the service replays its events by time.
  if (result) {
    for (const [squadId, score] of [
      [f.home, result.home],
      [f.away, result.away],
    ] as const) {
      sp.playerMatches.push(
        ...sideBoxScore(rng, match.id, squadId, sp.input.rosters.get(squadId) ?? [], score),
      );
    }
  }
  sp.matches.push(match);
  return match;
}

/**
 * Finals are fixed only once the home-and-away season is over (true of every past season); in the
 * current season their rounds exist but, as in a real fixture, their matches are not yet known.
 */
function playFinals(
  sp: SeasonPlay,
  squadIds: number[],
  finals: DatasetSeason["phases"][number],
  opener: number,
) {
  const now = sp.input.now.getTime();
  const finished = (m: DatasetMatch): boolean => Date.parse(m.utcStart) + MATCH_WINDOW_MS <= now;
  if (sp.matches.length !== HA_ROUNDS * (squadIds.length / 2) || !sp.matches.every(finished)) return;
  const results: Result[] = sp.matches.map(toResult);
  const [first, second, third, fourth] = ladderOrder(squadIds, results);
  const [semis, grand] = finals.rounds;
  const semiFinals = [
    [first, fourth],
    [second, third],
  ].map(([home, away], k) =>
    playFixture(sp, {
      phaseId: finals.id,
      roundId: semis.id,
      roundNumber: semis.number,
      roundOrder: k + 1,
      typeCode: "SF",
      home,
      away,
      venueId: HOME_VENUE_BY_SQUAD.get(home) ?? GRAND_FINAL_VENUE_ID,
      startMs: matchStartMs(roundOpenerMs(opener, semis.number), k, "SF"),
    }),
  );
  if (!semiFinals.every(finished)) return;
  const [a, b] = semiFinals.map(winnerOf);
  playFixture(sp, {
    phaseId: finals.id,
    roundId: grand.id,
    roundNumber: grand.number,
    roundOrder: 1,
    typeCode: "GF",
    home: a,
    away: b,
    venueId: GRAND_FINAL_VENUE_ID,
    startMs: matchStartMs(roundOpenerMs(opener, grand.number), 0, "GF"),
  });
}

export function buildSeason(input: SeasonInput): SeasonOutput {
  const { seed, seasonId, year, now } = input;
  const seasonRng = new Rng(mixSeed(seed, year, 1));
  const squadIds = DEMO_SQUADS.map((s) => s.id);
  // Strength in goals: spreads the ladder so seasons have contenders and strugglers.
  const strength = new Map(squadIds.map((id) => [id, (seasonRng.float() * 2 - 1) * 3]));
  const phases = buildPhases(seasonId);
  const [homeAndAway, finals] = phases;
  const opener = input.isCurrent ? currentSeasonOpenerMs(now) : seasonOpenerMs(year);
  const sp: SeasonPlay = { input, strength, matches: [], playerMatches: [] };

  roundRobin(seasonRng, squadIds).forEach((pairs, r) => {
    const round = homeAndAway.rounds[r];
    pairs.forEach(([home, away], k) =>
      playFixture(sp, {
        phaseId: homeAndAway.id,
        roundId: round.id,
        roundNumber: round.number,
        roundOrder: k + 1,
        typeCode: "HA",
        home,
        away,
        venueId: HOME_VENUE_BY_SQUAD.get(home) ?? GRAND_FINAL_VENUE_ID,
        startMs: matchStartMs(roundOpenerMs(opener, round.number), k, "HA"),
      }),
    );
  });
  playFinals(sp, squadIds, finals, opener);

  const season: DatasetSeason = {
    id: seasonId,
    leagueId: DEMO_LEAGUE.id,
    levelId: DEMO_LEAGUE.levels[0].id,
    startYear: year,
    endYear: year,
    competitionId: DEMO_LEAGUE.id,
    competitionCode: DEMO_LEAGUE.code,
    competitionName: "Synthetic Demo League Premiership",
    competitionType: "Premiership",
    isMainCompetition: false, // the main-competition shortcuts belong to the real AFL premiership
    phases,
    conferences: DEMO_CONFERENCES.map((c) => ({ ...c, squadIds: [...c.squadIds] })),
    squadIds,
  };
  return { season, matches: sp.matches, playerMatches: sp.playerMatches };
}

function finalScore(quarters: DatasetMatch["homeQuarters"]): number {
  const last = quarters[quarters.length - 1];
  return last ? points(last) : 0;
}

function toResult(m: DatasetMatch): Result {
  return {
    homeSquadId: m.homeSquadId,
    awaySquadId: m.awaySquadId,
    homePoints: finalScore(m.homeQuarters),
    awayPoints: finalScore(m.awayQuarters),
  };
}

function winnerOf(m: DatasetMatch): number {
  // Finals are never drawn (playMatch adds a behind), so ">" decides.
  return finalScore(m.homeQuarters) > finalScore(m.awayQuarters) ? m.homeSquadId : m.awaySquadId;
}
