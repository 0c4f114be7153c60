import { useQuery } from "@tanstack/react-query";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const ladderNow = sdsOperation(OP.getLadder);
const ladderAfter = sdsOperation(OP.getLadderAfterRound);

export interface LadderFilter {
  round?: number; // undefined: the ladder as it stands now
  conference?: string;
}

/** The ladder now or after a round, of the whole season or of one conference. */
export const ladderQuery = (ref: SeasonRef, filter: LadderFilter = {}) =>
  filter.round === undefined
    ? ladderNow(seasonParams(ref), { conference: filter.conference })
    : ladderAfter({ ...seasonParams(ref), roundNumber: filter.round }, { conference: filter.conference });

export const useLadder = (ref: SeasonRef, filter: LadderFilter = {}, enabled = true) =>
  useQuery({ ...ladderQuery(ref, filter), enabled });
