import { describe, expect, it } from "vitest";
import { FakeSink, keyEvent, liveState, wormPoint } from "@/tests/helpers/live-fixtures";
import { createMatchFeed } from "./match-feed";
import type { LiveState } from "./live-state";

const options = { epoch: "ep1", ringSize: 3, maxQueuedBytes: 1000 };
const at = (periodSecs: number, over: Partial<LiveState> = {}) =>
  liveState({
    clock: {
      status: "Live",
      name: "In Progress",
      code: "LIVE",
      period: 1,
      periodSecs,
      remainingSecs: 1800 - periodSecs,
      display: `${periodSecs}`,
    },
    ...over,
  });
const final = () => at(1800, { clock: { ...at(0).clock, status: "Complete", period: 4 } });

describe("joining a feed", () => {
  it("a snapshot first, with the feed's latest id", () => {
    const feed = createMatchFeed(at(60), options);
    feed.update(at(65));
    const v = new FakeSink();
    feed.attach(v, "full");
    expect(v.events()).toEqual([{ event: "snapshot", id: "ep1.1", data: at(65) }]);
  });

  it("then each change with an increasing id, the same bytes to every viewer of a part", () => {
    const feed = createMatchFeed(at(60), options);
    const [a, b] = [new FakeSink(), new FakeSink()];
    feed.attach(a, "public");
    feed.attach(b, "public");
    feed.update(at(65));
    feed.update(at(65)); // nothing changed: no event
    feed.update(at(70, { probability: 0.6 }));
    expect(a.events().map((e) => [e.event, e.id])).toEqual([
      ["snapshot", "ep1.0"],
      ["change", "ep1.1"],
      ["change", "ep1.2"],
    ]);
    expect(a.events()[2].data).toEqual({ clock: at(70).clock, probability: 0.6 });
    expect(a.chunks[1]).toBe(b.chunks[1]); // one Buffer, serialised once
  });
});

describe("reconnecting with Last-Event-ID", () => {
  const fed = () => {
    const feed = createMatchFeed(at(0), options);
    for (let s = 5; s <= 25; s += 5) feed.update(at(s)); // events 1…5; the ring keeps 3…5
    return feed;
  };

  it("gets only what it missed, when the buffer still has it", () => {
    const v = new FakeSink();
    fed().attach(v, "public", "ep1.3");
    expect(v.events().map((e) => [e.event, e.id])).toEqual([
      ["change", "ep1.4"],
      ["change", "ep1.5"],
    ]);
  });

  it("nothing at all when it missed nothing", () => {
    const v = new FakeSink();
    fed().attach(v, "public", "ep1.5");
    expect(v.chunks).toEqual([]);
  });

  it("a fresh snapshot when that is too old, another feed's, or not an id", () => {
    for (const last of ["ep1.1", "ep0.4", "ep1.99", "garbage", "", "ep1.4\nid: x"]) {
      const v = new FakeSink();
      fed().attach(v, "public", last);
      expect(
        v.events().map((e) => [e.event, e.id]),
        last,
      ).toEqual([["snapshot", "ep1.5"]]);
    }
  });
});

describe("the licence split", () => {
  it("the key events reach the full part only; a change of them alone is not sent publicly", () => {
    const feed = createMatchFeed(at(60, { keyEvents: [keyEvent(1)] }), options);
    const [fan, coach] = [new FakeSink(), new FakeSink()];
    feed.attach(fan, "public");
    feed.attach(coach, "full");
    feed.update(at(60, { keyEvents: [keyEvent(1), keyEvent(2)] }));
    feed.update(at(65, { keyEvents: [keyEvent(1), keyEvent(2)], worm: [wormPoint(70, 6)] }));
    expect(fan.events()[0].data).not.toHaveProperty("keyEvents");
    expect(fan.events().map((e) => e.id)).toEqual(["ep1.0", "ep1.2"]);
    expect(fan.text()).not.toContain("B. Player");
    expect(coach.events()[0].data.keyEvents).toEqual([keyEvent(1)]);
    expect(coach.events()[1]).toEqual({ event: "change", id: "ep1.1", data: { keyEvents: [keyEvent(2)] } });
    expect(coach.events()[2].data).toEqual({ clock: at(65).clock, worm: [wormPoint(70, 6)] });
  });
});

describe("a viewer that cannot keep up", () => {
  it("is dropped once its queue passes the cap, and no longer written to", () => {
    const feed = createMatchFeed(at(0), { ...options, maxQueuedBytes: 300 });
    const [slow, fast] = [new FakeSink(), new FakeSink()];
    feed.attach(slow, "public");
    feed.attach(fast, "public");
    slow.stalled = true;
    let s = 0;
    while (!slow.destroyed && s < 100) feed.update(at((s += 5)));
    expect(slow.destroyed).toBe(true);
    expect(slow.queued).toBeGreaterThan(300);
    const written = slow.chunks.length;
    feed.update(at((s += 5)));
    feed.heartbeat();
    expect(slow.chunks).toHaveLength(written);
    expect(fast.destroyed).toBe(false);
    expect(feed.viewerCount).toBe(1);
  });

  it("a heartbeat finds a stalled viewer too", () => {
    const feed = createMatchFeed(at(0), { ...options, maxQueuedBytes: 5 });
    const v = new FakeSink();
    feed.attach(v, "public");
    v.stalled = true;
    feed.heartbeat();
    feed.heartbeat();
    expect(v.destroyed).toBe(true);
  });
});

describe("the end of the match", () => {
  it("a final snapshot to every viewer, then the stream ends", () => {
    const feed = createMatchFeed(at(60), options);
    const v = new FakeSink();
    feed.attach(v, "full");
    feed.update(final());
    expect(v.events().at(-1)).toEqual({
      event: "final",
      id: "ep1.1",
      data: expect.objectContaining(final()),
    });
    expect(v.ended).toBe(true);
    expect(feed.finished).toBe(true);
    expect(feed.viewerCount).toBe(0);
  });

  it("a viewer who comes later gets the final snapshot and the end, whatever id it sends", () => {
    const feed = createMatchFeed(at(60), options);
    feed.update(final());
    const v = new FakeSink();
    feed.attach(v, "public", "ep1.1");
    expect(v.events().map((e) => e.event)).toEqual(["final"]);
    expect(v.ended).toBe(true);
  });
});
