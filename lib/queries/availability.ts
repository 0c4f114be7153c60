import { useQuery } from "@tanstack/react-query";
import { seasonParams, type SeasonRef } from "./season-ref";
import { sdsOperation } from "./sds-operation";
import { OP } from "@/lib/contract/operations";

const availability = sdsOperation(OP.getPlayerAvailability);

/** Players a page on the availability view: a grid of fifty rows stays readable on a phone. */
export const AVAILABILITY_PAGE_SIZE = 50;

export const availabilityQuery = (ref: SeasonRef, page: number) =>
  availability(seasonParams(ref), { page, limit: AVAILABILITY_PAGE_SIZE });
export const useAvailability = (ref: SeasonRef, page: number) => useQuery(availabilityQuery(ref, page));
