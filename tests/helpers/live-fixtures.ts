import { EventEmitter } from "node:events";
import type { LiveState } from "@/lib/app-server/live/live-state";
import type { ViewerSink } from "@/lib/app-server/live/feed-viewers";
import type { WormPoint } from "@/lib/charts/score-worm";

// Small live-feed states and a viewer that records what it is sent, for the live stream's unit tests.

export function liveState(over: Partial<LiveState> = {}): LiveState {
  return {
    matchId: 7,
    teams: {
      home: { id: 1, name: "Home", code: "HOM" },
      away: { id: 2, name: "Away", code: "AWY" },
    },
    clock: {
      status: "Live",
      name: "In Progress",
      code: "LIVE",
      period: 1,
      periodSecs: 60,
      remainingSecs: 1740,
      display: "Q1 1:00",
    },
    score: {
      home: { goals: 0, behinds: 0, points: 0, shots: 0 },
      away: { goals: 0, behinds: 0, points: 0, shots: 0 },
    },
    probability: 0.5,
    lengths: [1800, 1800, 1800, 1800],
    worm: [],
    keyEvents: [],
    ...over,
  };
}

export const wormPoint = (trxId: number, homeScore: number, awayScore = 0): WormPoint => ({
  trxId,
  code: "GOAL",
  side: "home",
  period: 1,
  periodSecs: trxId,
  t: trxId,
  player: "A. Player",
  homeScore,
  awayScore,
  margin: homeScore - awayScore,
});

export const keyEvent = (id: number) => ({
  id,
  code: "FREE_FOR",
  name: "Free For",
  period: 1,
  periodSecs: id,
  side: "away" as const,
  player: "B. Player",
  x: 10,
  y: -5,
});

/** A viewer's connection that keeps what is written; `stalled` makes every write stay queued. */
export class FakeSink extends EventEmitter implements ViewerSink {
  /** Each write's bytes, as given (the same object a feed wrote to other viewers). */
  chunks: Uint8Array[] = [];
  queued = 0;
  stalled = false;
  ended = false;
  destroyed = false;
  get writableLength() {
    return this.queued;
  }
  write(chunk: Uint8Array) {
    this.chunks.push(chunk);
    if (this.stalled) this.queued += chunk.byteLength;
    return !this.stalled;
  }
  end() {
    this.ended = true;
    this.emit("close");
  }
  destroy() {
    this.destroyed = true;
    this.emit("close");
  }
  override once(event: "close", listener: () => void) {
    return super.once(event, listener);
  }
  /** Everything written, as text. */
  text() {
    return Buffer.concat(this.chunks).toString("utf8");
  }
  /** The events written, parsed (comments and retry lines left out). */
  events() {
    return this.text()
      .split("\n\n")
      .filter((block) => block.includes("data: "))
      .map((block) => {
        const field = (name: string) =>
          block
            .split("\n")
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2));
        return { event: field("event")[0], id: field("id")[0], data: JSON.parse(field("data").join("\n")) };
      });
  }
}
