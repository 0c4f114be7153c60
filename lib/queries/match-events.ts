import { useQuery } from "@tanstack/react-query";
import { useLiveInterval } from "./live";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

// Event-level match data (licensed: the proxy answers only coaches, analysts and admins). Each view
// filters these whole-match answers in the browser, so changing a filter costs no request.

const transactions = sdsOperation(OP.getMatchTransactions);
const chains = sdsOperation(OP.getPossessionChains);
const rotations = sdsOperation(OP.getRotations);
const shots = sdsOperation(OP.getShots);
const entries = sdsOperation(OP.getEntries);
const stoppages = sdsOperation(OP.getStoppages);

export const transactionsQuery = (matchId: number) => transactions({ matchId });
export const chainsQuery = (matchId: number) => chains({ matchId });
export const rotationsQuery = (matchId: number) => rotations({ matchId });
export const shotsQuery = (matchId: number) => shots({ matchId });
export const entriesQuery = (matchId: number) => entries({ matchId });
export const stoppagesQuery = (matchId: number) => stoppages({ matchId });

/** The transactions is large (every event, ~2 MB for a match), so it is fetched only when a view needs it. */
export const useTransactions = (matchId: number, enabled = true) =>
  useQuery({ ...transactionsQuery(matchId), enabled, refetchInterval: useLiveInterval(matchId) });
export const useChains = (matchId: number) =>
  useQuery({ ...chainsQuery(matchId), refetchInterval: useLiveInterval(matchId) });
export const useRotations = (matchId: number) =>
  useQuery({ ...rotationsQuery(matchId), refetchInterval: useLiveInterval(matchId) });
export const useShots = (matchId: number) =>
  useQuery({ ...shotsQuery(matchId), refetchInterval: useLiveInterval(matchId) });
export const useEntries = (matchId: number) =>
  useQuery({ ...entriesQuery(matchId), refetchInterval: useLiveInterval(matchId) });
export const useStoppages = (matchId: number) =>
  useQuery({ ...stoppagesQuery(matchId), refetchInterval: useLiveInterval(matchId) });
