import { describe, expect, it } from "vitest";
import type { SharedAnswers } from "./shared-answers";
import { createSharedLookup } from "./shared-lookup";
import type { CachedResponse } from "./upstream-cache";

const entry = (storedAt: number, status = 200): CachedResponse => ({
  status,
  body: new Uint8Array(2),
  contentType: "application/json",
  storedAt,
  freshUntil: storedAt + 86_400_000,
});

function setup() {
  const clock = { t: 1_000_000 };
  const stored = new Map<string, CachedResponse>();
  const asked: number[] = [];
  const shared: SharedAnswers = {
    async get(key, now) {
      asked.push(now);
      return stored.get(key);
    },
    set(key, e) {
      stored.set(key, e);
    },
  };
  return { clock, stored, asked, lookup: createSharedLookup(shared, () => clock.t) };
}

describe("createSharedLookup", () => {
  it("offers other instances answers, not refusals", () => {
    const { stored, lookup } = setup();
    lookup.offer("/a", entry(1), 1);
    lookup.offer("/missing", entry(1, 404), 1);
    lookup.offer("/bad", entry(1, 400), 1);
    expect([...stored.keys()]).toEqual(["/a"]);
  });

  it("takes another instance's copy, asking the store with the time now", async () => {
    const { clock, stored, asked, lookup } = setup();
    stored.set("/a", entry(500));
    expect(await lookup.get("/a")).toBe(stored.get("/a"));
    expect(await lookup.get("/b")).toBeUndefined();
    expect(asked).toEqual([clock.t, clock.t]);
  });

  it("refuses a copy stored before the service changed it, not one stored after or not named", async () => {
    const { stored, lookup } = setup();
    stored.set("/matches/1", entry(1_000));
    stored.set("/matches/2", entry(1_000));
    stored.set("/matches/3", entry(3_000));
    lookup.noteChange((k) => k !== "/matches/2", 2_000);
    expect(await lookup.get("/matches/1")).toBeUndefined();
    expect(await lookup.get("/matches/2")).toBeDefined(); // not named by the change
    expect(await lookup.get("/matches/3")).toBeDefined(); // stored after it
    stored.set("/matches/4", entry(2_000)); // stored at the instant of the change: before it
    expect(await lookup.get("/matches/4")).toBeUndefined();
  });

  it("remembers the last 32 changes", async () => {
    const { stored, lookup } = setup();
    stored.set("/old", entry(0));
    lookup.noteChange((k) => k === "/old", 10);
    for (let i = 0; i < 31; i++) lookup.noteChange(() => false, 20 + i);
    expect(await lookup.get("/old")).toBeUndefined(); // 32 kept: still remembered
    lookup.noteChange(() => false, 100);
    expect(await lookup.get("/old")).toBeDefined();
  });
});
