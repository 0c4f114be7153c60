import { describe, expect, it } from "vitest";
import { createKeptPages } from "./kept-pages";
import type { KeptPage } from "./shared-pages";

// The kept pages and what changed since: dropping by tag, the generation, other instances' pages.

const page = (storedAt: number, ...tags: string[]): KeptPage => ({
  headers: {},
  body: Buffer.from("<p>x</p>"),
  storedAt,
  freshUntil: storedAt + 20_000,
  tags: new Set(tags),
});

describe("kept pages", () => {
  it("drops the pages of a changed answer only, and bumps the generation", () => {
    const clock = { t: 1_000 };
    const pages = createKeptPages({ now: () => clock.t });
    pages.set("a", page(900, "/seasons/62/ladder"));
    pages.set("b", page(900, "/seasons/62/fixture", "/matches/1"));
    expect(pages.size).toBe(2);
    expect(pages.invalidate((t) => t === "/matches/1")).toBe(1);
    expect(pages.get("b")).toBeUndefined();
    expect(pages.get("a")).toBeDefined();
    expect(pages.generation()).toBe(1);
  });

  it("judges another instance's page changed when kept before a change that touched it", () => {
    const clock = { t: 5_000 };
    const pages = createKeptPages({ now: () => clock.t });
    pages.invalidate((t) => t === "/matches/1");
    expect(pages.changedSince(page(4_000, "/matches/1"))).toBe(true);
    expect(pages.changedSince(page(5_000, "/matches/1"))).toBe(true);
    expect(pages.changedSince(page(6_000, "/matches/1"))).toBe(false);
    expect(pages.changedSince(page(4_000, "/matches/2"))).toBe(false);
  });

  it("remembers the last 32 changes", () => {
    const pages = createKeptPages({ now: () => 5_000 });
    pages.invalidate((t) => t === "/matches/1");
    for (let i = 0; i < 31; i++) pages.invalidate(() => false);
    expect(pages.changedSince(page(4_000, "/matches/1"))).toBe(true);
    pages.invalidate(() => false);
    expect(pages.changedSince(page(4_000, "/matches/1"))).toBe(false);
  });

  it("counts bytes and lets the least recently used go past its size", () => {
    const pages = createKeptPages({ maxBytes: 3 * 1100, now: () => 0 });
    for (const k of ["a", "b", "c"]) pages.set(k, page(0));
    expect(pages.bytes).toBe(3 * (8 + 2 + 1024));
    pages.get("a");
    pages.set("d", page(0));
    expect(pages.get("b")).toBeUndefined();
    expect(pages.get("a")).toBeDefined();
  });
});
