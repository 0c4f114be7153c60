import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";
import { createKeptTips, type KeptTip } from "./kept-tips";

// The kept tips on the app's own PGlite database, through the migration the app runs.
let db: Db;
beforeAll(async () => {
  db = await openMemoryAppDb();
});
afterAll(() => db.close());

const tip = (over: Partial<KeptTip>): KeptTip => ({
  matchId: 1,
  matchStart: "2026-03-20T08:40:00Z",
  expected: 12.5,
  probability: 0.64,
  madeAt: "2026-03-18T00:00:00.000Z",
  ...over,
});

describe("kept tips", () => {
  it("keeps the first tip made before the match and never a later one", async () => {
    const tips = createKeptTips(db);
    expect(await tips.keep([tip({})])).toBe(1);
    // The ratings moved: a second tip for the same match at the same start does not replace the first.
    expect(
      await tips.keep([tip({ expected: -3, probability: 0.45, madeAt: "2026-03-19T00:00:00.000Z" })]),
    ).toBe(0);
    expect(await tips.read(new Map([[1, "2026-03-20T08:40:00Z"]]))).toEqual(new Map([[1, tip({})]]));
  });

  it("refuses a tip made once the match has started", async () => {
    const tips = createKeptTips(db);
    expect(await tips.keep([tip({ matchId: 2, madeAt: "2026-03-20T08:41:00.000Z" })])).toBe(0);
    expect((await tips.read(new Map([[2, "2026-03-20T08:40:00Z"]]))).size).toBe(0);
  });

  it("treats a match that moved as another match: its old tip is neither shown nor kept", async () => {
    const tips = createKeptTips(db);
    await tips.keep([tip({ matchId: 3 })]);
    const moved = "2026-03-27T08:40:00Z";
    expect((await tips.read(new Map([[3, moved]]))).size).toBe(0);
    expect(await tips.keep([tip({ matchId: 3, matchStart: moved, expected: 7 })])).toBe(1);
    expect((await tips.read(new Map([[3, moved]]))).get(3)?.expected).toBe(7);
  });
});
