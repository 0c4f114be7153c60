import "server-only";
import { type Fixture, OP } from "@/lib/contract";
import { splitsPayload } from "@/lib/season/match-splits";

/** The stored answer a season's leaderboard is summed from: the player statistics POST with the splits payload. */
export const SPLITS_OPERATION = OP.postPlayerStatistics;
export const SPLITS_QUERY = JSON.stringify(splitsPayload());

export interface SeasonMatch {
  id: number;
  /** Its scheduled start (UTC): a stored answer is for the match as it was when fetched. */
  start: string;
  finals: boolean;
}

/** A season's completed matches, from its fixture (the first phase is home and away, the rest finals). */
export function completedMatches(fixture: Fixture): SeasonMatch[] {
  return fixture.phases.flatMap((phase, i) =>
    phase.rounds.flatMap((r) =>
      r.matches
        .filter((m) => m.status.typeName === "Complete")
        .map((m) => ({ id: m.id, start: m.date.utcMatchStart, finals: i > 0 })),
    ),
  );
}

export interface BuildStatus {
  /** Completed matches of the season, and how many of them are stored. */
  total: number;
  done: number;
  /** A build of this season is running, or waiting for another season's to finish. */
  building: boolean;
  /** Why the last build stopped short (it resumes at the next visit), or null. */
  error: string | null;
}

/** The matches as the store is asked for them: each one's id and scheduled start. */
export const matchMap = (matches: readonly SeasonMatch[]) => new Map(matches.map((m) => [m.id, m.start]));
/** The matches a cached read is for: a season, or some of its matches (a player's team's). */
export const matchesKey = (seasonId: number, matches: readonly SeasonMatch[]) =>
  `${seasonId}|${matches.map((m) => m.id).join(",")}`;
