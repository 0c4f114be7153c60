import { queryOptions } from "@tanstack/react-query";
import type { SdsResponse } from "@/lib/contract/endpoints";
import type { OperationId } from "@/lib/contract/operations";
import { OPERATION_BY_ID } from "@/lib/contract/operations";
import { fetchSds, type SdsError } from "./fetch-sds";
import { sdsKey, type SdsKey, type SdsParams, type SdsQuery } from "./keys";

// Data that can never change (the contract marks it immutable) is never refetched; the rest is fresh
// for the provider's default staleTime.
const IMMUTABLE_STALE_TIME = Number.POSITIVE_INFINITY;

/**
 * The queryOptions factory of one GET operation of the contract, typed by the operation's response
 * schema. Only the schema-free operations table is loaded here (the schemas' types are erased), so the
 * browser never downloads zod: answers are validated on the server (the proxy checks every upstream
 * answer against the contract before caching it; server prefetches parse it).
 */
export function sdsOperation<I extends OperationId>(operationId: I) {
  const o = OPERATION_BY_ID.get(operationId);
  if (!o || o.method !== "GET") throw new Error(`${operationId} is not a GET operation of the contract`);
  type T = SdsResponse<I>;
  return (params: SdsParams = {}, query: SdsQuery = {}) =>
    queryOptions<T, SdsError, T, SdsKey>({
      queryKey: sdsKey(operationId, params, query),
      queryFn: ({ signal }) => fetchSds(o, params, query, signal) as Promise<T>,
      ...(o.cache === "immutable" ? { staleTime: IMMUTABLE_STALE_TIME } : {}),
    });
}
