import { useQuery } from "@tanstack/react-query";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const squads = sdsOperation(OP.listSquads);
const squadPersons = sdsOperation(OP.getSquadPersons);

export const squadsQuery = (ref: SeasonRef) => squads(seasonParams(ref));
export const useSquads = (ref: SeasonRef) => useQuery(squadsQuery(ref));

export const squadPersonsQuery = (ref: SeasonRef, squadId: number) =>
  squadPersons({ ...seasonParams(ref), squadId });
export const useSquadPersons = (ref: SeasonRef, squadId: number) => useQuery(squadPersonsQuery(ref, squadId));
