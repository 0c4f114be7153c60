import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { onDataChange, type DataChange } from "@/lib/net/data-changes";
import type { DatasetMatch, DatasetVenue } from "@/lib/service/model/dataset";
import { indexStore } from "@/lib/service/store/store";
import { readReplayFile, writeReplayFile } from "./replay";
import { createReplayedStore } from "./replayed-store";

// Two completed matches of season 9 at one venue: all a replay reads of the store.
const START = "2024-03-01T08:00:00.000Z";
const QUARTERS = [1800, 1800, 1800, 1800];
// A replay started at `start` ends after its four quarters and the breaks (6, 20 and 6 minutes).
const endOf = (start: number) => start + (4 * 1800 + 360 + 1200 + 360) * 1000;
const store = (ids: number[]) =>
  indexStore({
    leagues: [],
    venues: [{ id: 1, timeZone: "UTC" } as DatasetVenue],
    squads: [],
    persons: [],
    seasons: [],
    matches: ids.map(
      (id) => ({ id, seasonId: 9, venueId: 1, utcStart: START, periodSecs: QUARTERS }) as DatasetMatch,
    ),
    playerMatches: [],
    squadPlayers: [],
  });
const base = store([1, 2]);
const NOW = Date.parse("2026-11-27T10:00:00Z");
const started = (store: ReturnType<typeof createReplayedStore>, id: number) =>
  store.store().matches.get(id)?.utcStart;

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "replayed-store-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
function changes() {
  const seen: DataChange[] = [];
  cleanups.push(onDataChange((c) => seen.push(c)));
  return seen;
}

describe("createReplayedStore", () => {
  it("applies SDS_REPLAY's replays, and with no data directory watches nothing", () => {
    const s = createReplayedStore({ base, spec: "1@now-30m", fileDir: null, now: () => NOW, log: () => {} });
    cleanups.push(s.close);
    expect(started(s, 1)).toBe(new Date(NOW - 30 * 60_000).toISOString());
    expect(started(s, 2)).toBe(START);
  });

  it("picks up the file's replays when they change: a new store, logged, the moved matches published", () => {
    const dir = dataDir();
    const logs: string[] = [];
    const seen = changes();
    const s = createReplayedStore({
      base,
      spec: "1@now",
      fileDir: dir,
      now: () => NOW,
      log: (m) => logs.push(m),
    });
    cleanups.push(s.close);
    const first = s.store();
    s.pickUp(); // nothing changed: the same store, nothing said
    expect(s.store()).toBe(first);
    expect([logs, seen]).toEqual([[], []]);
    writeReplayFile(dir, new Map([[2, NOW + 60_000]]));
    s.pickUp();
    expect(started(s, 1)).toBe(new Date(NOW).toISOString()); // the environment's replay stays
    expect(started(s, 2)).toBe(new Date(NOW + 60_000).toISOString());
    expect(logs).toHaveLength(1);
    expect(seen).toEqual([{ matchIds: [2], seasonIds: [9], settlesAt: endOf(NOW + 60_000) }]);
    writeReplayFile(dir, new Map());
    s.pickUp(); // the file's replay ended
    expect(started(s, 2)).toBe(START);
    expect(seen[1]).toEqual({ matchIds: [2], seasonIds: [9] });
  });

  it("applies the replays to the data read again (a reload)", () => {
    const s = createReplayedStore({ base, spec: "2@now", fileDir: null, now: () => NOW, log: () => {} });
    cleanups.push(s.close);
    const next = store([2]);
    s.rebase(next);
    expect([...s.store().matches.keys()]).toEqual([2]);
    expect(started(s, 2)).toBe(new Date(NOW).toISOString());
  });
});

describe("a replay file that cannot be read", () => {
  it("leaves the replays as they were (nothing published) until it can be read again", () => {
    const dir = dataDir();
    const seen = changes();
    writeReplayFile(dir, new Map([[2, NOW]]));
    const s = createReplayedStore({ base, spec: undefined, fileDir: dir, now: () => NOW, log: () => {} });
    cleanups.push(s.close);
    expect(started(s, 2)).toBe(new Date(NOW).toISOString());
    writeFileSync(path.join(dir, "replays.json"), '{"2": "2026-11-27T1'); // half of a file
    s.pickUp();
    expect(started(s, 2)).toBe(new Date(NOW).toISOString());
    expect(seen).toEqual([]);
    writeReplayFile(dir, new Map());
    s.pickUp();
    expect(started(s, 2)).toBe(START);
    expect(seen).toHaveLength(1);
  });

  it("is never seen half-written: the file is replaced whole", () => {
    const dir = dataDir();
    writeReplayFile(dir, new Map([[1, NOW]]));
    writeReplayFile(dir, new Map([[2, NOW + 1000]]));
    expect(readReplayFile(dir)).toEqual(new Map([[2, NOW + 1000]]));
    expect(readdirSync(dir)).toEqual(["replays.json"]); // no temporary file left behind
  });
});
