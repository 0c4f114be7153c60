import type { ChainEndState, ChainStartState, MatchEvent, TrxCode } from "./types";
import { affinity, Guard, isTouch, type ChainRec, type StoppageRec } from "./play-records";
import { openGains, plainDisposals, type PlayerState } from "./cards";
import { attackSign, turn, type Ground, type Pt, type Side, type ZoneIx } from "./geometry";
import type { Rng } from "@/lib/random/prng";
import type { Rotations } from "./rotations";

// The state of play while the engine writes a match: the clock, who has the ball and where, the chain
// in progress, and the emitted events. Acts, touches and changes (acts.ts, touches.ts, changes.ts)
// move this state forward; finalize.ts turns the records into the published MatchEvents.

const trunc2 = (v: number) => Math.trunc(v * 100) / 100 + 0;

export class Play {
  events: MatchEvent[] = [];
  masks: number[] = []; // two per event: on-ground bit masks of home and away at the time
  chains: ChainRec[] = [];
  stoppages: StoppageRec[] = [];
  q = 0; // quarter index 0..3
  qLen = 0;
  clock = 0;
  scale = 1;
  poss: Side = 0;
  ball: Pt = { x: 0, y: 0 }; // true coordinates
  state: "HELD" | "FLIGHT" | "LOOSE" = "LOOSE";
  holder: PlayerState | null = null;
  holderGain: MatchEvent | null = null; // the holder's possession event of this touch
  flight: { kind: "K" | "H"; by: PlayerState; ev: MatchEvent } | null = null;
  pendingFlags = 0; // first-possession / clearance credit waiting for a touch that had no gain event
  pendingStoppage: StoppageRec | null = null; // waiting for its exit disposal
  chain: ChainRec | null = null;
  /** Players who must stay on the ground for now (the holder, an act's players). */
  readonly protect = new Guard();
  /** Counts the exact-count draws need: goals still to kick, stoppages still to hold and win. */
  readonly tally = { goalsLeft: [0, 0], stopsLeft: 0, wonLeft: [0, 0] };
  natural = 0; // unscaled seconds of play so far (for pacing)
  /** Scripted steps still to play that need a plain kick, per squad (kick-ins, misses, ...). */
  readonly kickNeeds = [0, 0];
  mopUp = false;
  toWing = false; // the next open-play pass heads for the side line (a throw-in follows)
  keepKicks = false; // in the closing passage, while marks are still to be taken
  relays = 0; // handball relays in progress (open-play.ts deliver)
  assistSettled = false; // the next goal's assist was already placed (a kick to the shooter's mark) // the final passage: every card left is played, kicks are no longer rationed

  constructor(
    readonly rng: Rng,
    readonly g: Ground,
    readonly squadIds: [number, number],
    readonly team: [PlayerState[], PlayerState[]],
    readonly rot: [Rotations, Rotations],
    readonly periodSecs: number[],
  ) {}

  get period(): number {
    return this.q + 1;
  }

  /** Frame of `side` (it attacks +x) <-> true coordinates: the same half-turn both ways. */
  frame(p: Pt, side: Side): Pt {
    return turn(p, attackSign(this.period, side));
  }

  ballIn(side: Side): Pt {
    return this.frame(this.ball, side);
  }

  zoneFor(side: Side, p: Pt = this.ball): ZoneIx {
    const f = this.frame(p, side);
    return this.g.zone(f.x, f.y);
  }

  secs(): number {
    return Math.min(this.qLen, Math.floor(this.clock));
  }

  /** Lets `dt` seconds of natural play pass (scaled to fit the quarter), then plays due rotations. */
  tick(dt: number): void {
    this.natural += dt;
    this.clock = Math.min(this.qLen - 1, this.clock + dt * this.scale);
    const h = this.holder;
    if (h) this.protect.add(h);
    this.rot[0].advance(this.secs(), this.protect);
    this.rot[1].advance(this.secs(), this.protect);
    if (h) this.protect.delete(h);
  }

  emit(
    code: TrxCode,
    side: Side | null,
    p: PlayerState | null,
    at: Pt,
    o: Partial<MatchEvent> = {},
  ): MatchEvent {
    const e: MatchEvent = {
      id: 0,
      period: this.period,
      periodSecs: this.secs(),
      code,
      squadId: side === null ? null : this.squadIds[side],
      personId: p ? p.id : null,
      x: trunc2(at.x),
      y: trunc2(at.y),
      chainId: this.chain ? this.chain.id : null,
      homeScore: 0,
      awayScore: 0,
      flags: 0,
      possession: null,
      pressure: null,
      shot: null,
      kick: null,
      details: {},
      ...o,
    };
    this.events.push(e);
    this.masks.push(this.rot[0].mask, this.rot[1].mask);
    if (this.chain && code !== "INTERCHANGE") {
      this.chain.first ??= e;
      this.chain.last = e;
      if (this.chain.launchPersonId === null && side === this.chain.side && p && isTouch(e)) {
        this.chain.launchPersonId = p.id;
      }
    }
    return e;
  }

  startChain(side: Side, startState: ChainStartState): ChainRec {
    const c: ChainRec = {
      id: this.chains.length + 1,
      period: this.period,
      squadId: this.squadIds[side],
      side,
      startState,
      endState: "END_OF_QUARTER",
      launchPersonId: null,
      startX: 0,
      startY: 0,
      endX: 0,
      endY: 0,
      stoppageId: null,
      first: null,
      last: null,
      score: null,
      turnover: null,
      i50: null,
      r50: null,
      clearance: null,
    };
    this.chains.push(c);
    this.chain = c;
    this.poss = side;
    return c;
  }

  endChain(endState: ChainEndState): void {
    if (this.chain) this.chain.endState = endState;
    this.chain = null;
    this.pendingFlags = 0;
  }

  /**
   * A player of `side` on the ground, drawn by `want(p)` (0 = not eligible) times where he tends to
   * play and how much of his time on the ground is left (players short of time are picked sooner).
   * When nobody on the ground qualifies, an eligible benched player is brought on (interchange).
   */
  pick(
    side: Side,
    want: (p: PlayerState) => number,
    zone: ZoneIx | null,
    exclude: PlayerState | null = null,
    bench: boolean | "noSub" = true,
  ): PlayerState | null {
    const rot = this.rot[side];
    const on = rot.onField();
    const t = this.secs();
    const w = on.map((p) => {
      if (p === exclude) return 0;
      const n = want(p);
      return n > 0 ? (n * (zone === null ? 1 : affinity(p, zone)) * 600) / rot.remainingOn(p, t) : 0;
    });
    const k = this.rng.weighted(w);
    if (k >= 0) return on[k];
    if (!bench) return null;
    // Benched players first; the substitute comes on early only when he alone holds what play needs.
    const benched = rot
      .bench(false)
      .filter((p) => p !== exclude && want(p) > 0)
      .sort((a, b) => want(b) - want(a));
    if (benched.length === 0 && bench !== "noSub") {
      benched.push(...rot.bench(true).filter((p) => p !== exclude && want(p) > 0));
    }
    for (const p of benched) {
      const h = this.holder;
      if (h) this.protect.add(h);
      const ok = rot.swapOn(p, t, this.protect);
      if (h) this.protect.delete(h);
      if (ok) return p;
    }
    return null;
  }

  /** The picked player, or an error naming who holds the card and where they stand. */
  need(p: PlayerState | null, side: Side, what: string, want: (p: PlayerState) => number): PlayerState {
    if (p) return p;
    const holders = this.team[side]
      .filter((q) => want(q) > 0)
      .map((q) => `${q.id}x${want(q)} ${this.rot[side].describe(q)}`);
    throw new Error(
      `engine: nobody can play ${what} for squad ${this.squadIds[side]} at Q${this.period} ${this.secs()}s (holders: ${holders.join("; ") || "none"})`,
    );
  }

  /** A chain must hold at least one event: a touch that earned no possession is still recorded. */
  ensureChainEvent(): void {
    const c = this.chain;
    if (!c || c.first) return;
    const p =
      this.holder && this.holder.side === c.side ? this.holder : this.rng.pick(this.rot[c.side].onField());
    this.emit("GATHER", c.side, p, this.ball, {});
  }

  /** Anyone of `side` on the ground who can still touch the ball in open play, or anyone at all. */
  pickAny(side: Side, zone: ZoneIx | null, exclude: PlayerState | null = null): PlayerState {
    return (
      this.pick(
        side,
        (p) => openGains(p.c) + plainDisposals(p.c) + p.c.freeFor,
        zone,
        exclude,
        this.mopUp || "noSub",
      ) ?? this.pick(side, () => 1, zone, exclude)!
    );
  }
}
