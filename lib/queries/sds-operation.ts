import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { ENDPOINT_BY_ID } from "@/lib/sds";
import { fetchSds, type SdsError } from "./fetch-sds";
import { sdsKey, type SdsKey, type SdsParams, type SdsQuery } from "./keys";

// Data that can never change (the contract marks it immutable) is never refetched; the rest is fresh
// for the provider's default staleTime.
const IMMUTABLE_STALE_TIME = Number.POSITIVE_INFINITY;

/**
 * The queryOptions factory of one contract operation. The schema names the response type; it must be
 * the one the endpoint table lists for the operation, checked once when the module loads.
 */
export function sdsOperation<S extends z.ZodType>(operationId: string, schema: S) {
  const e = ENDPOINT_BY_ID.get(operationId);
  if (!e || e.response !== schema || e.method !== "GET") {
    throw new Error(`${operationId} is not a GET operation of the contract answering this schema`);
  }
  return (params: SdsParams = {}, query: SdsQuery = {}) =>
    queryOptions<z.infer<S>, SdsError, z.infer<S>, SdsKey>({
      queryKey: sdsKey(operationId, params, query),
      queryFn: ({ signal }) => fetchSds(e, params, query, signal) as Promise<z.infer<S>>,
      ...(e.cache === "immutable" ? { staleTime: IMMUTABLE_STALE_TIME } : {}),
    });
}
