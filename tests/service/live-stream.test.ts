// A match's live stream on the real built app (server.ts answering it ahead of Next, the embedded
// service replaying real matches as if live, the demo accounts signed in through next-auth): the
// protocol as a browser's EventSource meets it. Nothing here passes or fails on how long anything
// took: each wait is bounded only so that a stream that never sends fails rather than hangs.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "@/e2e/helpers/session-cookie";
import { LIVE_BEAT_MS } from "@/lib/app-server/live/live-config";
import { writeReplayFile } from "@/lib/service/replay";
import { periodSecsFor } from "@/lib/service/afl/load-afl-dataset";
import { liveStreamHref } from "@/lib/links";
import { clientToken } from "@/tests/helpers/client-token";
import { openStream, type SseStream } from "@/tests/helpers/sse-client";
import { readRawCsv } from "@/tests/helpers/raw-csv";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { DEMO_PASSWORD, killAllApps, startApp, type AppServer } from "../helpers/app-server";

const built = existsSync(".next/BUILD_ID");
const LIVE = 2024216; // the 2024 grand final, replayed from 50 minutes ago: in its second quarter
const ENDING = 2024215; // a preliminary final, replayed to end moments after it is watched
const PER_ADDRESS = 4;
const VISITOR_BURST = 40;
// How long after its replay is written the ending match ends: long enough for the service to pick the
// replay up (a 2 s watch) and a viewer to see the match live first, on a busy machine too.
const ENDS_IN_MS = 30_000;
const WAIT = 30_000; // a beat is 5 s; the upstream cache may add one more
const dir = mkdtempSync(path.join(tmpdir(), "live-stream-"));
let app: AppServer;
let coach: string;
let fan: string;
const opened: SseStream[] = [];
const open = async (matchId: number, headers: Record<string, string> = {}) => {
  const s = await openStream(`${app.base}${liveStreamHref(matchId)}`, headers);
  opened.push(s);
  return s;
};
const seqOf = (id: string) => Number(id.split(".")[1]);
const epochOf = (id: string) => id.split(".")[0];
/** Closes the test's streams, and waits for the server to have seen them go (the per-address bound). */
async function closeAll() {
  opened.splice(0).forEach((s) => s.close());
  await new Promise((r) => setTimeout(r, 300));
}

beforeAll(async () => {
  if (!built) return;
  await seedFromPreparedDump(dir);
  writeReplayFile(dir, new Map([[LIVE, Date.now() - 50 * 60_000]]));
  app = await startApp(dir, {
    LIVE_HEARTBEAT_MS: "700",
    LIVE_STREAMS_PER_ADDRESS: String(PER_ADDRESS),
    // Each visitor's new calls as the app has them by default (the helper lifts them for page tests).
    VISITOR_CALLS_BURST: String(VISITOR_BURST),
  });
  [coach, fan] = await Promise.all([
    sessionCookie(app.base, "coach@demo.local", DEMO_PASSWORD),
    sessionCookie(app.base, "fan@demo.local", DEMO_PASSWORD),
  ]);
}, 300_000);
// A test that failed half way leaves no stream holding a place of the address's bound.
afterEach(closeAll);
afterAll(() => {
  killAllApps();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!built)("a live match's stream (needs a build: npm run build)", () => {
  it("reads the match no more slowly than the service's answers change", async () => {
    const token = await clientToken(app.base, dir);
    const res = await fetch(`${app.base}/v1/matches/${LIVE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1]);
    expect((await res.json()).status.typeName).toBe("Live");
    expect(LIVE_BEAT_MS).toBeLessThanOrEqual(maxAge * 1000);
  });

  it("is an event stream nothing on the way caches, compresses or buffers", async () => {
    const s = await open(LIVE, { "accept-encoding": "br, gzip" });
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(s.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();
    await s.until((x) => x.events().length > 0, WAIT, "the snapshot");
    expect(s.text()).toMatch(/^retry: \d{4,5}\n\n/);
  });

  it("sends a snapshot, then the changes with increasing ids, and heartbeats between", async () => {
    const s = await open(LIVE);
    await s.until((x) => x.events().length >= 3, WAIT, "a snapshot and two changes");
    const [snap, ...changes] = s.events();
    expect(snap.event).toBe("snapshot");
    // The status's name and code as the pages show them, beside its type.
    expect(snap.data).toMatchObject({
      matchId: LIVE,
      clock: { status: "Live", name: "In Progress", code: "LIVE", period: 2 },
    });
    expect(Object.keys(snap.data)).toEqual(expect.arrayContaining(["score", "probability", "lengths"]));
    expect(changes.every((c) => c.event === "change" && epochOf(c.id) === epochOf(snap.id))).toBe(true);
    const seqs = [snap, ...changes].map((e) => seqOf(e.id));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(changes[0].data).toHaveProperty("clock");
    expect(s.text()).toContain("\n:\n\n");
  });

  it("resumes from Last-Event-ID with what was missed; anything else gets a fresh snapshot", async () => {
    const first = await open(LIVE);
    await first.until((x) => x.events().length >= 2, WAIT, "a snapshot and a change");
    const [snap, change] = first.events();
    await closeAll();
    const resumed = await open(LIVE, { "last-event-id": snap.id });
    await resumed.until((x) => x.events().length >= 1, WAIT, "the events missed");
    expect(resumed.events()[0]).toMatchObject({ event: "change", id: change.id });
    for (const bad of ["garbage", `${epochOf(snap.id)}.99999999`, "zz.1", ""]) {
      const fresh = await open(LIVE, { "last-event-id": bad });
      expect(fresh.status, bad).toBe(200);
      await fresh.until((x) => x.events().length >= 1, WAIT, "the snapshot");
      expect(fresh.events()[0].event, bad).toBe("snapshot");
      await closeAll();
    }
  });

  it("gives the key events and the worm to a coach only: a fan and an anonymous viewer get the public part", async () => {
    const [c, f, a] = [
      await open(LIVE, { cookie: coach }),
      await open(LIVE, { cookie: fan }),
      await open(LIVE),
    ];
    for (const s of [c, f, a]) await s.until((x) => x.events().length >= 1, WAIT, "the snapshot");
    const keyEvents = c.events()[0].data.keyEvents as { code: string }[];
    expect(keyEvents.length).toBeGreaterThan(0);
    expect(keyEvents.some((e) => e.code === "FREE_FOR")).toBe(true);
    for (const s of [f, a]) {
      expect(s.events()[0].data).not.toHaveProperty("keyEvents");
      expect(s.events()[0].data).not.toHaveProperty("worm");
      expect(s.events()[0].data.score).toEqual(c.events()[0].data.score);
      expect(s.text()).not.toContain("keyEvents");
    }
    expect((c.events()[0].data.worm as unknown[]).length).toBeGreaterThan(0);
  });

  it("holds an address to its bound of streams: 429 past it", async () => {
    for (let i = 0; i < PER_ADDRESS; i++) expect((await open(LIVE)).status).toBe(200);
    const over = await fetch(`${app.base}${liveStreamHref(LIVE)}`);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    await closeAll();
    expect((await open(LIVE)).status).toBe(200);
  });

  it("answers an unknown match 404, saying so", async () => {
    const res = await fetch(`${app.base}${liveStreamHref(999_999)}`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect((await res.json()).detail).toBe("No match 999999: there is no live stream for it");
  });

  it("ends with the match: a final snapshot, then the end; a later viewer gets the same", async () => {
    const lengths = periodSecsFor(ENDING);
    const playMs = lengths.reduce((a, b) => a + b, 0) * 1000 + (360 + 1200 + 360) * 1000;
    writeReplayFile(
      dir,
      new Map([
        [LIVE, Date.now() - 50 * 60_000],
        [ENDING, Date.now() - playMs + ENDS_IN_MS],
      ]),
    );
    // The service picks the replay up within its 2 s watch: until then the match is complete. A stream
    // opened as that news reaches the app can begin with a snapshot still of the completed match (a
    // loaded machine, CI 4 Dec): a viewer of a replay is watched again until the app sees it live.
    let s = await open(ENDING);
    await s.until((x) => x.events().length >= 1, WAIT, "the snapshot");
    const seenLive = () => (s.events()[0].data as { clock?: { status?: string } }).clock?.status === "Live";
    for (let tries = 0; !seenLive() && tries < 20; tries++) {
      if (s.events()[0].event === "final")
        await s.until((x) => x.ended(), WAIT, "the end of the completed match's stream");
      else s.close();
      await new Promise((r) => setTimeout(r, 500));
      s = await open(ENDING);
      await s.until((x) => x.events().length >= 1, WAIT, "the snapshot");
    }
    expect(s.events()[0].data).toMatchObject({ clock: { status: "Live", period: 4 } });
    await s.until((x) => x.ended(), ENDS_IN_MS + 60_000, "the end of the match");
    const last = s.events().at(-1)!;
    expect(last.event).toBe("final");
    expect(last.data).toMatchObject({ clock: { status: "Complete" } });
    expect(s.completed()).toBe(true);
    const late = await open(ENDING, { "last-event-id": last.id });
    await late.until((x) => x.ended(), WAIT, "the end");
    expect(late.events().map((e) => e.event)).toEqual(["final"]);
  });

  it("streams a match the service keeps no events of (1990) as its final score, as the record has it", async () => {
    const [row] = readRawCsv("history/matches_1897_2022.csv").filter(
      (r) => r.season === "1990" && r.round === "1" && r.home_team === "North Melbourne",
    );
    const s = await open(1990001);
    await s.until((x) => x.ended(), WAIT, "the end");
    expect(s.events().map((e) => e.event)).toEqual(["final"]);
    const side = (p: "home" | "away") => ({
      goals: Number(row[`${p}_goals`]),
      behinds: Number(row[`${p}_behinds`]),
      points: Number(row[`${p}_score`]),
    });
    expect(s.events()[0].data).toMatchObject({
      teams: { home: { name: row.home_team }, away: { name: row.away_team } },
      clock: { status: "Complete" },
      score: { home: side("home"), away: side("away") },
    });
  });

  it("starts feeds for a viewer only while the viewer has new calls left: 429 past them", async () => {
    // Each history match's feed starts with new calls (the match, its licence, its events), paid by
    // the fan's account; joining a feed that runs costs nothing; another account or the address pays
    // for its own.
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let id = 1990002; id < 1990002 + VISITOR_BURST && !refused; id++) {
      const res = await fetch(`${app.base}${liveStreamHref(id)}`, { headers: { cookie: fan } });
      if (res.status === 429) refused = res;
      else await res.text(); // a finished match's stream: its final snapshot, then the end
      statuses.push(res.status);
    }
    expect(refused, `statuses ${statuses.join(" ")}`).toBeDefined();
    expect(statuses.filter((x) => x === 200).length).toBeGreaterThan(5);
    expect(refused!.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused!.json()).toMatchObject({
      title: "Too Many Requests",
      detail: `Too many new data requests to start match ${1990001 + statuses.length}'s live feed now`,
    });
    const joined = await fetch(`${app.base}${liveStreamHref(1990002)}`, { headers: { cookie: fan } });
    expect(joined.status).toBe(200);
    await joined.text();
    const next = 1990001 + statuses.length;
    const other = await open(next, { cookie: coach });
    await other.until((x) => x.ended(), WAIT, "the end");
    expect(other.events().map((e) => e.event)).toEqual(["final"]);
  });

  it("ends every stream properly when the app stops", async () => {
    const s = await open(LIVE);
    await s.until((x) => x.events().length >= 1, WAIT, "the snapshot");
    await app.stop();
    expect(s.ended()).toBe(true);
    expect(s.completed()).toBe(true);
    expect(app.log()).not.toContain("requests in flight");
  });
});
