import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { MatchDetails } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import { sdsKey } from "./keys";
import { FIRST_MESSAGE_MS, isStreamed, liveStreamStatus, openLiveStream } from "./live-streams";

// The stream's life as the page sees it, with a stand-in for the browser's EventSource (the unit
// project has no browser): what it says, and whether the page polls, at each turn.

class FakeSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static last: FakeSource | undefined;
  readyState = FakeSource.CONNECTING;
  onerror: (() => void) | null = null;
  closed = false;
  private handlers = new Map<string, (e: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeSource.last = this;
  }
  addEventListener(kind: string, h: (e: { data: string }) => void) {
    this.handlers.set(kind, h);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  send(kind: string, data: object) {
    this.handlers.get(kind)?.({ data: JSON.stringify(data) });
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const ID = 2024215;
const matchKey = sdsKey(OP.getMatch, { matchId: ID });
const clock = {
  status: "Live",
  name: "Half Time",
  code: "BREAK",
  period: 2,
  periodSecs: 0,
  remainingSecs: 0,
  display: "Half Time",
};

describe("a match's live stream as the page sees it", () => {
  let qc: QueryClient;
  let release: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("EventSource", FakeSource);
    qc = new QueryClient();
    qc.setQueryData(matchKey, {
      id: ID,
      status: { typeName: "Live", name: "Quarter Time", period: 1 },
      home: { score: null },
      away: { score: null },
    } as unknown as MatchDetails);
  });
  afterEach(() => {
    release?.();
    release = undefined;
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("opens the match's stream, not polled meanwhile; its messages go into the cache", () => {
    release = openLiveStream(qc, ID);
    expect(FakeSource.last!.url).toBe(`/api/live/matches/${ID}/stream`);
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["connecting", true]);
    FakeSource.last!.send("snapshot", { clock });
    expect(liveStreamStatus(ID).state).toBe("live");
    expect(qc.getQueryData<MatchDetails>(matchKey)!.status.name).toBe("Half Time");
  });

  it("one stream a match for the page, closed with its last user", () => {
    const a = openLiveStream(qc, ID);
    const source = FakeSource.last!;
    const b = openLiveStream(qc, ID);
    expect(FakeSource.last).toBe(source);
    a();
    expect(source.closed).toBe(false);
    b();
    expect(source.closed).toBe(true);
    expect(isStreamed(ID)).toBe(false);
  });

  it("no first message in time (a proxy that buffers): closed, and the page polls", () => {
    release = openLiveStream(qc, ID);
    vi.advanceTimersByTime(FIRST_MESSAGE_MS - 1);
    expect(isStreamed(ID)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(FakeSource.last!.closed).toBe(true);
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["polling", false]);
  });

  it("no EventSource: the page polls", () => {
    vi.stubGlobal("EventSource", undefined);
    release = openLiveStream(qc, ID);
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["polling", false]);
  });

  it("broken after delivering: reconnecting; polled only once it stays away", () => {
    release = openLiveStream(qc, ID);
    FakeSource.last!.send("snapshot", { clock });
    FakeSource.last!.fail(FakeSource.CONNECTING);
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["reconnecting", true]);
    vi.advanceTimersByTime(FIRST_MESSAGE_MS);
    expect(isStreamed(ID)).toBe(false);
    FakeSource.last!.send("change", { clock: { ...clock, name: "In Progress" } });
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["live", true]);
  });

  it("refused (the browser gives it up): the page polls", () => {
    release = openLiveStream(qc, ID);
    FakeSource.last!.fail(FakeSource.CLOSED);
    expect([liveStreamStatus(ID).state, isStreamed(ID)]).toEqual(["polling", false]);
  });

  it("the final snapshot: the stream closed, the match asked for again", () => {
    release = openLiveStream(qc, ID);
    FakeSource.last!.send("final", { clock: { ...clock, status: "Complete", name: "Full Time" } });
    expect(FakeSource.last!.closed).toBe(true);
    expect(liveStreamStatus(ID).state).toBe("ended");
    expect(qc.getQueryState(matchKey)!.isInvalidated).toBe(true);
  });
});
