import { useQuery } from "@tanstack/react-query";
import type { Fixture } from "@/lib/contract";
import { onTheBeat } from "./live-clock";
import { isStreamed } from "./live-streams";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const fixture = sdsOperation(OP.getFixture);

/** How often a view showing a match in play asks for the score again. */
export const LIVE_REFRESH_MS = 15_000;

export interface FixtureFilter {
  round?: number; // Opening Round = 0; finals keep counting (2024's Grand Final is round 28)
  squad?: number;
}

export const fixtureQuery = (ref: SeasonRef, filter: FixtureFilter = {}) =>
  fixture(seasonParams(ref), { roundNumber: filter.round, squadId: filter.squad });

/** The ids of the fixture's matches in play. */
export const liveMatchIds = (f: Fixture | undefined): number[] =>
  f?.phases.flatMap((p) =>
    p.rounds.flatMap((r) => r.matches.filter((m) => m.status.typeName === "Live").map((m) => m.id)),
  ) ?? [];

const everyInterval = onTheBeat(LIVE_REFRESH_MS);

/**
 * The fixture; while one of its matches is live it refreshes itself, so scores move without a reload:
 * from the live streams of the matches (live-streams.ts, opened by the view), or, where one of them
 * is not streamed, by asking again on the clock's beat (live-clock.ts).
 */
export function useFixture(ref: SeasonRef, filter: FixtureFilter = {}) {
  return useQuery({
    ...fixtureQuery(ref, filter),
    refetchInterval: (q) =>
      liveMatchIds(q.state.data).some((id) => !isStreamed(id)) ? everyInterval() : false,
    // Every live match streamed, the answer is as fresh as the streams: coming back asks nothing.
    refetchOnWindowFocus: (q) => {
      const live = liveMatchIds(q.state.data);
      return !(live.length && live.every(isStreamed));
    },
  });
}
