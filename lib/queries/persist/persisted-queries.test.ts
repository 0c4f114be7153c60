import { describe, expect, it } from "vitest";
import { dehydrate, hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { OP } from "@/lib/contract/operations";
import { sdsKey } from "../keys";
import type { ValueStore } from "./idb-store";
import {
  createQueryPersister,
  isShareable,
  MAX_AGE_MS,
  MAX_QUERIES,
  mergeKept,
  type PersistedQueries,
} from "./persisted-queries";

type Kept = DehydratedState["queries"];
const T = Date.UTC(2026, 11, 1, 12);
const kept = (matchId: number, at: number, home = 1): Kept[number] => ({
  queryKey: sdsKey(OP.getMatchScore, { matchId }) as unknown as Kept[number]["queryKey"],
  queryHash: JSON.stringify(sdsKey(OP.getMatchScore, { matchId })),
  state: { data: { home }, dataUpdatedAt: at, status: "success" } as Kept[number]["state"],
  dehydratedAt: at,
});

function memoryStore(): ValueStore<PersistedQueries> & { value?: PersistedQueries } {
  const s: ValueStore<PersistedQueries> & { value?: PersistedQueries } = {
    get: async () => s.value,
    set: async (v) => void (s.value = v),
    clear: async () => void (s.value = undefined),
  };
  return s;
}

describe("which answers are kept on the device", () => {
  it("keeps summary answers, never event-level ones nor keys that are not the contract's", () => {
    expect(isShareable(sdsKey(OP.getMatchScore, { matchId: 1 }))).toBe(true);
    expect(isShareable(sdsKey(OP.getLadder, { seasonId: 62 }))).toBe(true);
    expect(isShareable(sdsKey(OP.getMatchTransactions, { matchId: 1 }))).toBe(false);
    expect(isShareable(sdsKey(OP.getRotations, { matchId: 1 }))).toBe(false);
    expect(isShareable(["session"])).toBe(false);
  });

  it("keeps the newer answer of each query, none past the maximum age, the newest first", () => {
    const merged = mergeKept([kept(1, T - 5_000, 10), kept(2, T - MAX_AGE_MS - 1)], [kept(1, T, 20)], T);
    expect(merged.map((q) => [q.queryKey[1], q.state.data])).toEqual([[{ matchId: 1 }, { home: 20 }]]);
    const older = mergeKept([kept(1, T, 20)], [kept(1, T - 5_000, 10)], T);
    expect(older.map((q) => q.state.data)).toEqual([{ home: 20 }]);
  });

  it("keeps at most the newest MAX_QUERIES", () => {
    const many = Array.from({ length: MAX_QUERIES + 5 }, (_, i) => kept(i + 1, T - i));
    const merged = mergeKept([], many, T);
    expect(merged).toHaveLength(MAX_QUERIES);
    expect(merged.at(-1)?.queryKey[1]).toEqual({ matchId: MAX_QUERIES });
  });
});

describe("the persister", () => {
  it("restores what was kept into a new client, where it is newer than what the page brought", async () => {
    const store = memoryStore();
    store.value = { savedAt: T, queries: [kept(7, T, 44)] };
    const client = new QueryClient();
    // The page's own (kept, older) HTML hydrated an older answer first.
    client.setQueryData(sdsKey(OP.getMatchScore, { matchId: 7 }), { home: 30 }, { updatedAt: T - 60_000 });
    const stop = createQueryPersister(store, () => T).start(client);
    await expect
      .poll(() => client.getQueryData(sdsKey(OP.getMatchScore, { matchId: 7 })))
      .toEqual({ home: 44 });
    stop();
  });

  it("writes summary answers as they arrive and forgets them all on a change of session", async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const persister = createQueryPersister(store, () => T);
    const stop = persister.start(client);
    await client.fetchQuery({
      queryKey: sdsKey(OP.getMatchScore, { matchId: 9 }),
      queryFn: async () => ({ home: 1 }),
    });
    await client.fetchQuery({
      queryKey: sdsKey(OP.getMatchTransactions, { matchId: 9 }),
      queryFn: async () => ["kick"],
    });
    await expect
      .poll(() => store.value?.queries.map((q) => q.queryKey[0]), { timeout: 3_000 })
      .toEqual([OP.getMatchScore]);
    await persister.forget();
    expect(store.value).toBeUndefined();
    stop();
  });

  it("writes answers a render of the server's page hydrated into the cache, not only fetched ones", async () => {
    const store = memoryStore();
    const client = new QueryClient();
    const key = sdsKey(OP.getMatch, { matchId: 3 });
    client.setQueryData(key, { status: "Quarter Time" }, { updatedAt: T - 10_000 });
    const stop = createQueryPersister(store, () => T).start(client);
    const page = new QueryClient();
    page.setQueryData(key, { status: "Half Time" }, { updatedAt: T });
    hydrate(client, dehydrate(page));
    await expect
      .poll(() => store.value?.queries.map((q) => q.state.data), { timeout: 3_000 })
      .toEqual([{ status: "Half Time" }]);
    stop();
  });
});
