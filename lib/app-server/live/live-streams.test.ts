import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { keyEvent, liveState } from "@/tests/helpers/live-fixtures";
import { openStream as open, type SseStream } from "@/tests/helpers/sse-client";
import { createAddressBound } from "./address-bound";
import { LiveFeedError, type LiveHub } from "./live-hub";
import { createLiveStreams } from "./live-streams";
import { createMatchFeed } from "./match-feed";
import { nodeStreamHandler } from "./node-stream";

// The stream's door over real HTTP (node-stream.ts on a plain Node server), with a hub that knows
// one match (7), whose start of match 429 is refused for want of new calls, and a session cookie
// that says "coach" (or "fan") for the one who sends it.
const feed = createMatchFeed(liveState({ keyEvents: [keyEvent(1)] }), {
  epoch: "ep",
  ringSize: 10,
  maxQueuedBytes: 100_000,
});
const readers: unknown[] = [];
const hub: LiveHub = {
  feed: async (id, reader) => {
    readers.push(reader);
    if (id === 7) return feed;
    if (id === 429)
      throw new LiveFeedError(429, "Too many new data requests to start match 429's live feed now", 12);
    throw new LiveFeedError(404, `No match ${id}`);
  },
  changed: () => {},
  close: () => feed.endAll(),
};
const bound = createAddressBound(2);
const serve = createLiveStreams({
  hub,
  bound,
  accountOf: async (cookie) =>
    cookie === "session=coach" || cookie === "session=fan"
      ? { email: `${cookie.slice(8)}@test.local`, role: cookie === "session=coach" ? "coach" : "fan" }
      : null,
  retryMs: () => 4321,
});
let server: Server;
let base: string;
beforeAll(async () => {
  const handle = nodeStreamHandler(serve);
  server = createServer((req, res) => handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/live/matches`;
});
// Each test's streams closed, and seen closed by the server (a moment after the client), before the next.
const opened: SseStream[] = [];
const openStream = async (...args: Parameters<typeof open>) => {
  const s = await open(...args);
  opened.push(s);
  return s;
};
afterEach(async () => {
  opened.splice(0).forEach((s) => s.close());
  await vi.waitFor(() => expect(bound.held("127.0.0.1")).toBe(0));
});
afterAll(async () => {
  hub.close();
  await new Promise((r) => server.close(r));
});

describe("a stream's answer", () => {
  it("is an event stream nobody on the way may cache, transform or buffer", async () => {
    const s = await openStream(`${base}/7/stream`);
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(s.headers["cache-control"]).toBe("no-cache, no-transform");
    expect(s.headers["x-accel-buffering"]).toBe("no");
    expect(s.headers["content-encoding"]).toBeUndefined();
    await s.until((x) => x.events().length === 1, 2000, "the snapshot");
    expect(s.text().startsWith("retry: 4321\n\n")).toBe(true);
    s.close();
  });

  it("gives the key events to a coach, and only the public part to a fan or anyone else", async () => {
    for (const [cookie, detail] of [
      ["session=coach", true],
      ["session=fan", false],
      ["", false],
    ] as const) {
      const s = await openStream(`${base}/7/stream`, cookie ? { cookie } : {});
      await s.until((x) => x.events().length === 1, 2000, "the snapshot");
      expect("keyEvents" in s.events()[0].data, cookie).toBe(detail);
      s.close();
    }
  });

  it("names the viewer to the hub: the address, and the account that pays for a feed's start", async () => {
    readers.length = 0;
    for (const cookie of ["session=coach", ""]) {
      const s = await openStream(`${base}/7/stream`, cookie ? { cookie } : {});
      await s.until((x) => x.events().length === 1, 2000, "the snapshot");
      s.close();
    }
    expect(readers).toEqual([
      { address: "127.0.0.1", account: { email: "coach@test.local", role: "coach" } },
      { address: "127.0.0.1", account: null },
    ]);
  });

  it("a malformed Last-Event-ID gets a snapshot, not an error", async () => {
    const s = await openStream(`${base}/7/stream`, { "last-event-id": "not-an-id%00" });
    expect(s.status).toBe(200);
    await s.until((x) => x.events().length === 1, 2000, "the snapshot");
    expect(s.events()[0]).toMatchObject({ event: "snapshot", id: "ep.0" });
    s.close();
  });
});

describe("refusals", () => {
  it("an unknown match: 404, saying so", async () => {
    const res = await fetch(`${base}/999999/stream`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(await res.json()).toMatchObject({ detail: "No match 999999: there is no live stream for it" });
  });

  it("a feed the viewer has no new calls left to start: 429, with when to come back", async () => {
    const res = await fetch(`${base}/429/stream`);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("12");
    expect(await res.json()).toMatchObject({
      title: "Too Many Requests",
      detail: "Too many new data requests to start match 429's live feed now",
    });
  });

  it("an address that names no match: 404; another method: 405", async () => {
    const res = await fetch(`${base}/abc/stream`);
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toContain("/api/live/matches/{matchId}/stream");
    const post = await fetch(`${base}/7/stream`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });

  it("an address past its bound of streams: 429, until one of them closes", async () => {
    const [a, b] = [await openStream(`${base}/7/stream`), await openStream(`${base}/7/stream`)];
    const third = await fetch(`${base}/7/stream`);
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("30");
    a.close();
    await vi.waitFor(() => expect(bound.held("127.0.0.1")).toBe(1));
    const again = await openStream(`${base}/7/stream`);
    expect(again.status).toBe(200);
    again.close();
    b.close();
  });

  it("a refused stream holds no place: 404s do not use up the bound", async () => {
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/999999/stream`)).status).toBe(404);
    const s = await openStream(`${base}/7/stream`);
    expect(s.status).toBe(200);
    s.close();
  });
});
