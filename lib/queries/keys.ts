// Every query key is [operation id, path parameters, query parameters]: the key alone says which call
// answers it, so the server's prefetch can make the same call with its own transport (sdsGet).

import type { OperationId } from "@/lib/contract/operations";

export type SdsParams = Readonly<Record<string, number>>;
// A list value is a repeated parameter (period=1&period=2), as the contract's list parameters expect.
export type SdsQueryValue = string | number | readonly (string | number)[] | undefined;
export type SdsQuery = Readonly<Record<string, SdsQueryValue>>;
export type SdsKey = readonly [operationId: OperationId, params: SdsParams, query: SdsQuery];

/** A key with undefined query values dropped, so `{ conference: undefined }` and `{}` share a cache entry. */
export function sdsKey(operationId: OperationId, params: SdsParams = {}, query: SdsQuery = {}): SdsKey {
  const defined: Record<string, string | number | readonly (string | number)[]> = {};
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && !(Array.isArray(v) && !v.length)) defined[k] = v;
  return [operationId, params, defined] as const;
}

/** The query string of a key's query parameters, in a stable order, without the leading "?". */
export function searchOf(query: SdsQuery): string {
  const search = new URLSearchParams();
  for (const k of Object.keys(query).sort()) {
    const v = query[k];
    if (Array.isArray(v)) for (const item of v) search.append(k, String(item));
    else if (v !== undefined) search.set(k, String(v));
  }
  return search.toString();
}

/** True when a key names one of the operations given (for invalidation and dehydration filters). */
export function isOperation(key: readonly unknown[], ...operationIds: string[]): boolean {
  return typeof key[0] === "string" && operationIds.includes(key[0]);
}
