// TanStack Query's answers kept in IndexedDB, so a page reopened offline (the worker answers with its
// kept HTML, lib/service-worker) shows the last figures this browser had, not only the ones the kept
// HTML was rendered with. Our own rather than @tanstack/react-query-persist-client, which pins an
// older query-core and would ship a second copy of it (docs/decisions/installable-and-offline.md).
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type DehydratedState,
  type QueryClient,
} from "@tanstack/react-query";
import { OPERATION_BY_ID } from "@/lib/contract/operations";
import { idbValue, type ValueStore } from "./idb-store";

type Kept = DehydratedState["queries"];
export interface PersistedQueries {
  savedAt: number;
  queries: Kept;
}

export const MAX_QUERIES = 100;
export const MAX_AGE_MS = 7 * 24 * 3600_000;
const WRITE_AFTER_MS = 1_000;

/**
 * Only answers that are the same for every visitor are kept on the device: those of the contract's
 * summary operations. Event-level answers (coaches' and analysts') never are.
 */
export function isShareable(key: readonly unknown[]): boolean {
  return typeof key[0] === "string" && OPERATION_BY_ID.get(key[0] as never)?.access === "summary";
}

/**
 * What is kept after `fresh` is added to `kept`: the newer answer of each query, none older than the
 * maximum age, the newest `MAX_QUERIES`. Answers no longer in memory stay kept until pushed out.
 */
export function mergeKept(kept: Kept, fresh: Kept, now: number): Kept {
  const byHash = new Map(kept.map((q) => [q.queryHash, q]));
  for (const q of fresh) {
    const prior = byHash.get(q.queryHash);
    if (!prior || prior.state.dataUpdatedAt <= q.state.dataUpdatedAt) byHash.set(q.queryHash, q);
  }
  return [...byHash.values()]
    .filter((q) => isShareable(q.queryKey) && now - q.state.dataUpdatedAt < MAX_AGE_MS)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
}

/** Keeps `client`'s shareable answers in `store` as they arrive, after restoring what it held. */
export function createQueryPersister(store: ValueStore<PersistedQueries>, now = Date.now) {
  let kept: Kept = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  const write = (client: QueryClient) => {
    timer = undefined;
    const fresh = dehydrate(client, {
      shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && isShareable(q.queryKey),
    }).queries;
    kept = mergeKept(kept, fresh, now());
    void store.set({ savedAt: now(), queries: kept }).catch(() => {});
  };
  return {
    /** Restores the kept answers (newer ones in memory win), then keeps new ones; returns the stop. */
    start(client: QueryClient): () => void {
      const at = generation;
      void store
        .get()
        .then((saved) => {
          if (!saved || at !== generation) return;
          kept = mergeKept(saved.queries, [], now());
          hydrate(client, { queries: kept, mutations: [] });
        })
        .catch(() => {});
      // New data: a fetch's answer, or one a render of the server's page hydrated (`setState`: a live
      // page's refresh brings its figures that way too).
      const stop = client.getQueryCache().subscribe((e) => {
        const fresh = e.type === "updated" && (e.action.type === "success" || e.action.type === "setState");
        if (fresh && !timer) timer = setTimeout(() => write(client), WRITE_AFTER_MS);
      });
      // A tab closed or hidden within the wait still keeps its last answers.
      const flush = () => {
        if (timer === undefined) return;
        clearTimeout(timer);
        write(client);
      };
      const onHidden = () => document.visibilityState === "hidden" && flush();
      if (typeof window !== "undefined") {
        window.addEventListener("pagehide", flush);
        document.addEventListener("visibilitychange", onHidden);
      }
      return () => {
        stop();
        clearTimeout(timer);
        timer = undefined;
        if (typeof window === "undefined") return;
        window.removeEventListener("pagehide", flush);
        document.removeEventListener("visibilitychange", onHidden);
      };
    },
    /** Forgets everything kept (a sign-in or sign-out). */
    async forget(): Promise<void> {
      generation++;
      clearTimeout(timer);
      timer = undefined;
      kept = [];
      await store.clear().catch(() => {});
    },
  };
}

/** The browser's one persister. */
export const queryPersister = createQueryPersister(idbValue<PersistedQueries>("queries"));
