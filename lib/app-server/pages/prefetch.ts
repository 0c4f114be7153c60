import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";
import { QueryClient, type DataTag } from "@tanstack/react-query";
import { searchOf, type SdsKey } from "@/lib/queries/keys";
import type { SdsError } from "@/lib/queries/fetch-sds";
import { sdsAnswer } from "@/lib/app-server/upstream/sds-client";
import { HYDRATED_FRESH_MS } from "@/lib/queries/hydrated-fresh";
import { summariseFreshness, type AnswerSource, type Freshness } from "@/lib/freshness/freshness";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";

// The server half of the data layer: pages prefetch with the browser's own queryOptions factories, but
// answer each key with sdsGet (the token stays on the server), then dehydrate the client for the browser.

type SdsOptions<T> = { queryKey: DataTag<SdsKey, T, SdsError> };

/** Where each answer of this server request came from (fresh, cached, or a stale saved copy). */
const requestAnswers = cache((): AnswerSource[] => []);

/** The server's queryFn for any key: the call the key names, once a server request (layouts and pages share it). */
const serverQueryFn = cache(async (keyJson: string): Promise<unknown> => {
  const [id, params, query] = JSON.parse(keyJson) as SdsKey;
  const answer = await sdsAnswer(id, { ...params }, searchOf(query));
  requestAnswers().push({ source: answer.source, ageSecs: answer.ageSecs });
  return answer.data;
});

/**
 * How fresh the data this request has fetched so far is. Call it after the page's own fetches (a
 * component rendered below them): it sees the answers of this request only.
 */
export function requestFreshness(now = Date.now()): Freshness | null {
  return summariseFreshness(requestAnswers(), now);
}

/** A query client for one server render; nothing is retried, a failure shows at once. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: HYDRATED_FRESH_MS, retry: false } } });
}

/** Whether `err` is next/navigation's notFound() (its digest says so): a route handler answers it itself. */
export const isNotFoundPage = (err: unknown): boolean =>
  typeof err === "object" &&
  err !== null &&
  String((err as { digest?: unknown }).digest).startsWith("NEXT_HTTP_ERROR_FALLBACK;404");

// A 404 (no such season, match, squad or round) becomes Next's not-found page, and so does a 400: the
// address names a view the data does not have. Anything else is a failure for the error page (its
// status and when to come back recorded where the read failed: sds-client.ts).
function toPageError(err: unknown): unknown {
  if (isUpstreamError(err) && (err.status === 404 || err.status === 400)) notFound();
  return err;
}

/** Data a server component needs itself (not handed to the browser's cache). */
export async function fetchOnServer<T>(options: SdsOptions<T>): Promise<T> {
  try {
    return (await serverQueryFn(JSON.stringify(options.queryKey))) as T;
  } catch (err) {
    throw toPageError(err);
  }
}

/**
 * As fetchOnServer, for data the service may well not have: null when it answers 404 (a match's
 * events before its first bounce, say), where fetchOnServer would make the page a not-found one.
 */
export async function fetchOnServerOrNull<T>(options: SdsOptions<T>): Promise<T | null> {
  try {
    return (await serverQueryFn(JSON.stringify(options.queryKey))) as T;
  } catch (err) {
    if (isUpstreamError(err) && err.status === 404) return null;
    throw toPageError(err);
  }
}

/** Data the page cannot do without, fetched into the client that the page dehydrates for the browser. */
export async function prefetch<T>(qc: QueryClient, options: SdsOptions<T>): Promise<T> {
  try {
    return await qc.fetchQuery<T, SdsError, T, SdsKey>({
      queryKey: options.queryKey,
      queryFn: async () => (await serverQueryFn(JSON.stringify(options.queryKey))) as T,
    });
  } catch (err) {
    throw toPageError(err);
  }
}

/**
 * Data the page can show without. A failed query is not dehydrated, so the browser asks again itself
 * and its view says what happened.
 */
export async function prefetchOptional<T>(qc: QueryClient, options: SdsOptions<T>): Promise<T | undefined> {
  try {
    return await prefetch(qc, options);
  } catch {
    return undefined;
  }
}
