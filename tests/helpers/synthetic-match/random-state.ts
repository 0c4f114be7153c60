import { Rng } from "@/lib/service/demo/prng";
import type { Chain, MatchEvent, MatchEvents, Pressure, Stint, Stoppage } from "@/lib/service/engine/types";
import { AWAY, HOME, VENUE, ev, person } from "./match-builder";
import { attackSign } from "@/lib/service/stats/zones";

// The running state of the random match generator (fixture-random.ts) and its small moves: emit an
// event, open and close chains, move the ball in a squad's rotated frame, make the half-time rotation.

/** What the generator does next: a restart, a kick-in, play by a holder, or the end of the period. */
export type Next =
  | { kind: "restart"; code: Stoppage["code"] }
  | { kind: "kickIn"; squad: number }
  | { kind: "play"; squad: number; holder: number; last: "MARK" | "FREE" | "GENERAL_PLAY" }
  | { kind: "stop" };

const PRESSURE: [Pressure["code"], number][] = [
  ["PHYSICAL", 3.75],
  ["CLOSING", 2.25],
  ["CHASING", 1.5],
  ["CORRALLING", 1.2],
  ["SET", 1.2],
];

export class Gen {
  readonly r: Rng;
  readonly events: MatchEvent[] = [];
  readonly chains: Chain[] = [];
  readonly stoppages: Stoppage[] = [];
  readonly stints: Stint[] = [];
  readonly half = VENUE.length / 2;
  readonly score: Record<number, number> = { [HOME]: 0, [AWAY]: 0 };
  period = 1;
  t = 0;
  len = 0;
  ball = { x: 0, y: 0 };
  cur: Chain | null = null;
  swapAt = -1;

  constructor(seed: number) {
    this.r = new Rng(seed);
  }

  opp = (s: number) => (s === HOME ? AWAY : HOME);
  sign = (s: number) => attackSign(this.period, s, HOME);
  /** The ball's x with squad s attacking +x. */
  rx = (s: number) => this.sign(s) * this.ball.x;
  inF50 = (s: number) => Math.hypot(this.rx(s) - this.half, this.sign(s) * this.ball.y) <= 50;
  inD50 = (s: number) => Math.hypot(this.rx(s) + this.half, this.sign(s) * this.ball.y) <= 50;

  /** A player of squad s on the ground, index `from` or above (1-2 are the rucks). */
  pick(s: number, from = 3): number {
    const onField = Array.from({ length: 18 }, (_, i) =>
      person(s, this.swapAt >= 0 && i >= 14 ? i + 5 : i + 1),
    );
    return this.r.pick(onField.slice(from - 1));
  }

  /** Puts the ball at (xr, yr) in squad s's rotated frame, kept inside the ground. */
  moveTo(s: number, xr: number, yr: number) {
    const x = Math.max(-this.half + 1, Math.min(this.half - 1, xr));
    this.ball = { x: this.sign(s) * x, y: this.sign(s) * Math.max(-60, Math.min(60, yr)) };
  }

  emit(o: Partial<MatchEvent> & { code: MatchEvent["code"] }): MatchEvent {
    if (this.swapAt < 0 && this.t >= this.len / 2) this.rotate();
    const e = ev({
      period: this.period,
      periodSecs: Math.min(this.t, this.len),
      x: this.ball.x,
      y: this.ball.y,
      chainId: this.cur?.id ?? null,
      ...o,
      id: this.events.length + 1,
    });
    e.homeScore = this.score[HOME];
    e.awayScore = this.score[AWAY];
    this.events.push(e);
    this.t += this.r.int(1, 4);
    return e;
  }

  /** Halfway through the period indexes 15-18 of each squad go off for 19-22. */
  private rotate() {
    this.swapAt = Math.min(this.t, this.len);
    for (const s of [HOME, AWAY]) {
      for (let k = 15; k <= 18; k++) {
        const interchange = {
          offPersonId: person(s, k),
          onPersonId: person(s, k + 4),
          reason: "ROTATION" as const,
        };
        this.emit({
          code: "INTERCHANGE",
          squadId: s,
          personId: person(s, k),
          chainId: null,
          details: { interchange },
        });
      }
    }
  }

  pressure(s: number): Pressure | null {
    if (this.r.float() > 0.35) return null;
    const [code, points] = this.r.pick(PRESSURE);
    const o = this.opp(s);
    const personIds = this.r.float() < 0.2 ? [this.pick(o), this.pick(o, 2)] : [this.pick(o)];
    return { code, points, squadId: o, personIds };
  }

  open(squadId: number, startState: Chain["startState"], at: number, launch: number | null) {
    const { x, y } = this.ball;
    const c: Chain = {
      id: this.chains.length + 1,
      period: this.period,
      squadId,
      startTrxId: at,
      endTrxId: at,
      startState,
      endState: "TURNOVER",
      launchPersonId: launch,
      startX: x,
      startY: y,
      endX: x,
      endY: y,
      scoreTrxId: null,
      turnoverTrxId: null,
      inside50TrxId: null,
      rebound50TrxId: null,
      clearanceTrxId: null,
      stoppageId: null,
      prevChainId: this.cur?.id ?? null,
      nextChainId: null,
    };
    if (this.cur) this.cur.nextChainId = c.id;
    this.chains.push(c);
    this.cur = c;
  }

  close(endState: Chain["endState"], extra: Partial<Chain> = {}) {
    const endTrxId = this.events.length;
    Object.assign(this.cur!, { endState, endTrxId, endX: this.ball.x, endY: this.ball.y, ...extra });
  }

  /** Hands the ball to the other squad: a new possession-gain chain started by `e`. */
  turnOver(e: MatchEvent, lostAt: number, endAt = lostAt) {
    this.close("TURNOVER", { endTrxId: endAt, turnoverTrxId: lostAt });
    this.open(e.squadId!, "POSSESSION_GAIN", e.id, e.personId);
  }

  stintsForPeriod() {
    const swapAt = this.swapAt < 0 ? this.len : this.swapAt;
    for (const s of [HOME, AWAY]) {
      for (let k = 1; k <= 22; k++) {
        const [fromSecs, toSecs] = k <= 14 ? [0, this.len] : k <= 18 ? [0, swapAt] : [swapAt, this.len];
        if (toSecs > fromSecs)
          this.stints.push({ personId: person(s, k), squadId: s, period: this.period, fromSecs, toSecs });
      }
    }
  }

  result(periodSecs: number[]): Omit<MatchEvents, "matchId" | "homeSquadId" | "awaySquadId" | "venue"> {
    return {
      periodSecs,
      events: this.events,
      chains: this.chains,
      stoppages: this.stoppages,
      stints: this.stints,
    };
  }
}
