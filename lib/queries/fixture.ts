import { useQuery } from "@tanstack/react-query";
import { FixtureSchema } from "@/lib/sds";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";

const fixture = sdsOperation("E30", FixtureSchema);

export interface FixtureFilter {
  round?: number; // Opening Round = 0; finals keep counting (2024's Grand Final is round 28)
  squad?: number;
}

export const fixtureQuery = (ref: SeasonRef, filter: FixtureFilter = {}) =>
  fixture(seasonParams(ref), { roundNumber: filter.round, squadId: filter.squad });

/** `refetchInterval` keeps live scores moving on pages that show live matches. */
export const useFixture = (ref: SeasonRef, filter: FixtureFilter = {}, refetchInterval?: number) =>
  useQuery({ ...fixtureQuery(ref, filter), refetchInterval });
