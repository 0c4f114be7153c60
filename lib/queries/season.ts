import { useQuery } from "@tanstack/react-query";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const season = sdsOperation(OP.getSeason);
const conferences = sdsOperation(OP.listConferences);

export const seasonQuery = (ref: SeasonRef) => season(seasonParams(ref));
export const useSeason = (ref: SeasonRef) => useQuery(seasonQuery(ref));

/** The squads of one conference (the conferences operation answers squads, not conference codes; see the ladder page). */
export const conferenceQuery = (ref: SeasonRef, conference: string) =>
  conferences(seasonParams(ref), { conference });
export const useConference = (ref: SeasonRef, conference: string) =>
  useQuery(conferenceQuery(ref, conference));
