import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLiveInterval } from "./live";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

// Match statistics (the statistics operations). Unlike the event lists these filter on the service, so each filter
// combination is its own key (and its own cached answer in the proxy); while a new combination loads,
// the table keeps showing the last one rather than flashing empty.

const leaders = sdsOperation(OP.getPlayerLeaders);
const playerStats = sdsOperation(OP.getPlayerStatistics);
const squadStats = sdsOperation(OP.getSquadStatistics);
const ruckContests = sdsOperation(OP.getRuckContests);
const playerShotSummary = sdsOperation(OP.getPlayerShotSummary);
const squadShotSummary = sdsOperation(OP.getSquadShotSummary);

export type StatsContext = "For" | "Against" | "Diff" | "PhysicalDiff";
export type Zone = "D50" | "DM" | "MID" | "CB" | "AM" | "F50";
export type ShotSummaryType = "All" | "GeneralPlay" | "SetShot";

/** The service-side filters of the player and squad statistics (list parameters repeat: period=1&period=2). */
export interface StatsFilter {
  period?: number;
  zone?: Zone;
  team?: "home" | "away";
  metric?: readonly string[];
  fromPeriodSeconds?: number;
  toPeriodSeconds?: number;
  lastXSeconds?: number;
}

const statsSearch = (f: StatsFilter) => ({
  period: f.period,
  zone: f.zone,
  team: f.team,
  metric: f.metric,
  fromPeriodSeconds: f.fromPeriodSeconds,
  toPeriodSeconds: f.toPeriodSeconds,
  lastXSeconds: f.lastXSeconds,
});

export const leadersQuery = (matchId: number, period?: number) => leaders({ matchId }, { period });
export const playerStatsQuery = (matchId: number, f: StatsFilter) => playerStats({ matchId }, statsSearch(f));
export const squadStatsQuery = (matchId: number, f: StatsFilter, context: StatsContext = "For") =>
  squadStats({ matchId }, { ...statsSearch(f), context: context === "For" ? undefined : context });
export const ruckContestsQuery = (matchId: number, stoppageType?: string) =>
  ruckContests({ matchId }, { stoppageType });
export const playerShotSummaryQuery = (matchId: number, type: ShotSummaryType = "All") =>
  playerShotSummary({ matchId }, { type: type === "All" ? undefined : type });
export const squadShotSummaryQuery = (matchId: number, type: ShotSummaryType = "All") =>
  squadShotSummary({ matchId }, { type: type === "All" ? undefined : type });

export const useLeaders = (matchId: number, period?: number) =>
  useQuery({
    ...leadersQuery(matchId, period),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveInterval(matchId),
  });
export const usePlayerStats = (matchId: number, f: StatsFilter, enabled = true) =>
  useQuery({
    ...playerStatsQuery(matchId, f),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: useLiveInterval(matchId),
  });
export const useSquadStats = (matchId: number, f: StatsFilter, context: StatsContext = "For") =>
  useQuery({
    ...squadStatsQuery(matchId, f, context),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveInterval(matchId),
  });
export const useRuckContests = (matchId: number, stoppageType?: string) =>
  useQuery({
    ...ruckContestsQuery(matchId, stoppageType),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveInterval(matchId),
  });
export const usePlayerShotSummary = (matchId: number, type: ShotSummaryType = "All") =>
  useQuery({
    ...playerShotSummaryQuery(matchId, type),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveInterval(matchId),
  });
export const useSquadShotSummary = (matchId: number, type: ShotSummaryType = "All") =>
  useQuery({
    ...squadShotSummaryQuery(matchId, type),
    placeholderData: keepPreviousData,
    refetchInterval: useLiveInterval(matchId),
  });

// The rotations view: whole-match time on ground and interchanges, and time on ground in each quarter
// (which tells who started it).
const ROTATION_TOTALS = ["TIME_ON_GROUND", "TIME_ON_GROUND_PCT", "INTERCHANGE"];
export const rotationTotalsQuery = (matchId: number) =>
  playerStatsQuery(matchId, { metric: ROTATION_TOTALS });
export const quarterTimeOnGroundQuery = (matchId: number, period: number) =>
  playerStatsQuery(matchId, { period, metric: ["TIME_ON_GROUND"] });

const flow = sdsOperation(OP.getTimeCodedStatistics);
/** Time-coded rows of one metric through the match: the momentum chart's source. */
export const flowQuery = (matchId: number, metric: string) => flow({ matchId }, { metric: [metric] });
export const useFlow = (matchId: number, metric: string, enabled = true) =>
  useQuery({
    ...flowQuery(matchId, metric),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: useLiveInterval(matchId),
  });
