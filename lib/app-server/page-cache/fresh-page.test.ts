import { describe, expect, it } from "vitest";
import { freshPage } from "./fresh-page";
import type { KeptPage } from "./shared-pages";

const kept = (freshUntil: number): KeptPage => ({
  headers: {},
  body: Buffer.from(""),
  storedAt: 0,
  freshUntil,
  tags: new Set(),
});

describe("fresh page", () => {
  it("gives a kept page while it is fresh, not after, with the time it was judged at", () => {
    const pages = new Map([["k", kept(10)]]);
    expect(
      freshPage(
        "k",
        (k) => pages.get(k),
        () => 9,
      ),
    ).toEqual({ page: kept(10), t: 9 });
    expect(
      freshPage(
        "k",
        (k) => pages.get(k),
        () => 10,
      ),
    ).toBeUndefined();
    expect(
      freshPage(
        "other",
        (k) => pages.get(k),
        () => 9,
      ),
    ).toBeUndefined();
  });
});
