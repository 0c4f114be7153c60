import { useQuery } from "@tanstack/react-query";
import type { Fixture } from "@/lib/sds";
import { onTheBeat } from "./live-clock";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/sds/operations";

const fixture = sdsOperation(OP.getFixture);

/** How often a view showing a match in play asks for the score again. */
export const LIVE_REFRESH_MS = 15_000;

export interface FixtureFilter {
  round?: number; // Opening Round = 0; finals keep counting (2024's Grand Final is round 28)
  squad?: number;
}

export const fixtureQuery = (ref: SeasonRef, filter: FixtureFilter = {}) =>
  fixture(seasonParams(ref), { roundNumber: filter.round, squadId: filter.squad });

export function hasLiveMatch(f: Fixture | undefined): boolean {
  return !!f?.phases.some((p) => p.rounds.some((r) => r.matches.some((m) => m.status.typeName === "Live")));
}

const everyInterval = onTheBeat(LIVE_REFRESH_MS);

/**
 * The fixture; while one of its matches is live it refreshes itself (on the clock's beat:
 * live-clock.ts), so scores move without a reload.
 */
export const useFixture = (ref: SeasonRef, filter: FixtureFilter = {}) =>
  useQuery({
    ...fixtureQuery(ref, filter),
    refetchInterval: (q) => (hasLiveMatch(q.state.data) ? everyInterval() : false),
  });
