import { useQuery } from "@tanstack/react-query";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const leagues = sdsOperation("leagues");
const leagueSeasons = sdsOperation("leagueSeasons");
const levels = sdsOperation(OP.listLevels);
const level = sdsOperation(OP.getLevel);
const levelSeasons = sdsOperation(OP.listSeasons);

export const leaguesQuery = () => leagues();
export const useLeagues = () => useQuery(leaguesQuery());

export const leagueSeasonsQuery = (leagueId: number) => leagueSeasons({ leagueId });
export const useLeagueSeasons = (leagueId: number) => useQuery(leagueSeasonsQuery(leagueId));

export const levelsQuery = (leagueId: number) => levels({ leagueId });

/** A level with its current season (the one the home page features). */
export const levelQuery = (leagueId: number, levelId: number) => level({ leagueId, levelId });
export const useLevel = (leagueId: number, levelId: number) => useQuery(levelQuery(leagueId, levelId));

export const levelSeasonsQuery = (leagueId: number, levelId: number) => levelSeasons({ leagueId, levelId });
