// Fixture shape and timing of a synthetic season: an 11-round single round robin, two finals weeks,
// weekly rounds. Times are generated as UTC instants and shown in the venue's own time zone.
import type { DatasetPhase } from "@/lib/service/model/dataset";
import type { Rng } from "./prng";

export const HA_ROUNDS = 11;
/** In the current season this round is under way at `now`: earlier rounds are complete. */
export const LIVE_ROUND_NUMBER = 6;
export const LIVE_OFFSET_MS = 40 * 60_000;

const MINUTE = 60_000;
export const WEEK_MS = 7 * 24 * 60 * MINUTE;
// Start of each match after the round's opener (Thursday night, Friday night, three on Saturday, two
// on Sunday), the rhythm of a real round: Thu 08:30Z is 19:30 in Melbourne.
const HA_OFFSETS_MIN = [0, 1450, 2535, 2705, 4000, 4130];
const SEMI_OFFSETS_MIN = [1450, 2535];
const GRAND_FINAL_OFFSET_MIN = 2640; // Saturday 14:30 in Melbourne

export function buildPhases(seasonId: number): DatasetPhase[] {
  const haRounds = Array.from({ length: HA_ROUNDS }, (_, i) => ({
    id: seasonId * 100 + i + 1,
    code: `R${i + 1}`,
    name: `Round ${i + 1}`,
    number: i + 1,
    phaseNumber: i + 1,
  }));
  const finals = [
    { code: "SF", name: "Semi Finals" },
    { code: "GF", name: "Grand Final" },
  ].map((f, i) => ({
    id: seasonId * 100 + HA_ROUNDS + i + 1,
    code: f.code,
    name: f.name,
    number: HA_ROUNDS + i + 1, // roundNumber keeps counting through the finals
    phaseNumber: i + 1, // ...while phaseNumber restarts
  }));
  return [
    { id: seasonId * 10 + 1, code: "HA", name: "Home and Away", rounds: haRounds },
    { id: seasonId * 10 + 2, code: "FIN", name: "Finals", rounds: finals },
  ];
}

/**
 * Single round robin by the circle method: every pair meets exactly once over n-1 rounds. Home sides
 * go to whichever team has had fewer home games, so each squad hosts five or six times.
 */
export function roundRobin(rng: Rng, squadIds: readonly number[]): [number, number][][] {
  const teams = rng.shuffle(squadIds);
  const n = teams.length;
  const homeCount = new Map<number, number>(teams.map((t) => [t, 0]));
  const hosted = (t: number): number => homeCount.get(t) ?? 0;
  const rounds: [number, number][][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: [number, number][] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = teams[i];
      const b = teams[n - 1 - i];
      const aHosts = hosted(a) < hosted(b) || (hosted(a) === hosted(b) && rng.chance(0.5));
      const [home, away] = aHosts ? [a, b] : [b, a];
      homeCount.set(home, hosted(home) + 1);
      pairs.push([home, away]);
    }
    rounds.push(rng.shuffle(pairs));
    // Rotate all but the first team one place.
    const [last] = teams.splice(n - 1, 1);
    teams.splice(1, 0, last);
  }
  return rounds;
}

/** 08:30 UTC on the second Thursday of March: the opening night of a past season. */
export function seasonOpenerMs(year: number): number {
  const marchEighth = Date.UTC(year, 2, 8, 8, 30);
  const daysToThursday = (4 - new Date(marchEighth).getUTCDay() + 7) % 7;
  return marchEighth + daysToThursday * 24 * 60 * MINUTE;
}

/** Opener of round `roundNumber` (1-based, finals included) given the season's first opener. */
export function roundOpenerMs(firstOpenerMs: number, roundNumber: number): number {
  return firstOpenerMs + (roundNumber - 1) * WEEK_MS;
}

/**
 * Opener of round 1 of the current season, placed so the live round's first match began 40 minutes
 * before `now` (rounded down to a whole minute so kick-off times look like real ones).
 */
export function currentSeasonOpenerMs(now: Date): number {
  const liveStart = Math.floor((now.getTime() - LIVE_OFFSET_MS) / MINUTE) * MINUTE;
  return liveStart - (LIVE_ROUND_NUMBER - 1) * WEEK_MS;
}

export function matchStartMs(roundOpener: number, order: number, kind: "HA" | "SF" | "GF"): number {
  const offsets =
    kind === "HA" ? HA_OFFSETS_MIN : kind === "SF" ? SEMI_OFFSETS_MIN : [GRAND_FINAL_OFFSET_MIN];
  return roundOpener + offsets[order] * MINUTE;
}
