import type { Stint } from "./types";
import { blockingCards, type PlayerState } from "./cards";
import type { Rng } from "./prng";

// Interchange rotations of one squad, driven by time on ground (timeOnGroundPct).
//
// Model: 18 players on the ground. A player's target time on the ground is his TOG% of the match. At
// a planned number of rotation moments (uniform 74..86 a match, at random times away from the quarter
// breaks) the on-field player furthest ahead of his target (plus a fatigue term for his current stint)
// goes off and the benched player furthest behind his (plus how long he has rested) comes on. At
// quarter breaks the 18 are re-picked freely (no interchange). Substitution markers:
// - an "on" player starts on the bench and enters once, at (100 - TOG)% of the match, then stays on;
// - an "off" player leaves for good: with exactly one "on" partner at the same moment (reason
//   SUBSTITUTE), otherwise at TOG/82% of the match (INJURY); never before his events are all played,
//   and never if that would leave fewer than 18 players;
// - a 0% row without a marker never takes the ground (the source lists him but he did not play).
// When play needs a card only a benched player holds, he is brought on at once (swapOn).

type Status = "avail" | "pre" | "gone" | "never";
interface Slot {
  p: PlayerState;
  status: Status;
  entered: boolean; // a substitute who has come on (he stays on)
  target: number; // seconds on the ground wanted over the match
  onTotal: number; // seconds on the ground before the current stint
  since: number; // absolute time the current stint or bench spell began
  on: boolean;
  due: number; // absolute time of his substitution (entry or exit), Infinity if none
  partner: Slot | null;
}

export type Interchange = (
  t: number,
  on: PlayerState,
  off: PlayerState,
  reason: "ROTATION" | "SUBSTITUTE" | "INJURY",
) => void;

export class Rotations {
  readonly stints: Stint[] = [];
  mask = 0; // bit i set when players[i] of this squad is on the ground
  private slots: Slot[];
  private plan: number[] = []; // absolute rotation times, ascending
  private offset: number[]; // absolute start of each quarter
  private q = 0;
  private total: number;

  constructor(
    private rng: Rng,
    private squadId: number,
    private players: PlayerState[],
    private periodSecs: number[],
    private onInterchange: Interchange,
  ) {
    this.total = periodSecs.reduce((a, b) => a + b, 0);
    this.offset = periodSecs.map((_, i) => periodSecs.slice(0, i).reduce((a, b) => a + b, 0));
    const M = this.total;
    this.slots = players.map((p) => ({
      p,
      status: p.sub === "on" ? "pre" : p.tog <= 0 && p.sub === null ? "never" : "avail",
      entered: false,
      target: (Math.max(0, p.tog) / 100) * M,
      onTotal: 0,
      since: 0,
      on: false,
      due: p.sub === "on" ? Math.min(M - 15, Math.max(120, M * (1 - p.tog / 100))) : Infinity,
      partner: null,
    }));
    const ons = this.slots.filter((s) => s.p.sub === "on");
    const offs = this.slots.filter((s) => s.p.sub === "off");
    if (ons.length === 1 && offs.length === 1) {
      ons[0].partner = offs[0];
      offs[0].partner = ons[0];
      offs[0].due = ons[0].due;
    }
    for (const s of offs) if (!s.partner) s.due = Math.min(M - 15, Math.max(120, (M * s.p.tog) / 82));
    const n = rng.int(74, 86);
    for (let i = 0; i < n; i++) {
      const q = rng.weighted(periodSecs);
      this.plan.push(this.offset[q] + rng.range(20, periodSecs[q] - 20));
    }
    this.plan.sort((a, b) => a - b);
  }

  /** For error messages: where a player stands in the rotation. */
  describe(p: PlayerState): string {
    const s = this.slots[this.localIndex(p)];
    return `${s.status}${s.on ? " on" : ""}${s.entered ? " entered" : ""} due ${Math.round(s.due)}`;
  }

  isOn(p: PlayerState): boolean {
    return this.slots[this.localIndex(p)].on;
  }

  localIndex(p: PlayerState): number {
    return this.players.indexOf(p);
  }

  onField(): PlayerState[] {
    return this.slots.filter((s) => s.on).map((s) => s.p);
  }

  /** Bench players who could come on now. */
  bench(): PlayerState[] {
    return this.slots.filter((s) => !s.on && (s.status === "avail" || s.status === "pre")).map((s) => s.p);
  }

  /** Expected seconds on the ground still to come (for weighting who gets the ball). */
  remainingOn(p: PlayerState, tQ: number): number {
    const s = this.slots[this.localIndex(p)];
    const now = this.offset[this.q] + tQ;
    if (s.entered) return Math.max(30, this.total - now);
    const on = s.onTotal + (s.on ? now - s.since : 0);
    let left = Math.max(30, s.target - on);
    if (s.p.sub === "off") left = Math.min(left, Math.max(20, s.due - now));
    return left;
  }

  startQuarter(q: number): void {
    this.q = q;
    const now = this.offset[q];
    for (const s of this.slots) s.on = false;
    const keep = this.slots.filter((s) => s.entered);
    const cands = this.slots
      .filter((s) => !s.entered && s.status === "avail")
      .sort((a, b) => this.deficit(b, now) - this.deficit(a, now));
    for (const s of [...keep, ...cands].slice(0, 18)) s.on = true;
    for (const s of this.slots) s.since = now;
    this.refreshMask();
  }

  endQuarter(): void {
    const len = this.periodSecs[this.q];
    for (const s of this.slots) if (s.on) this.closeStint(s, len);
  }

  /** Plays every rotation and substitution due by quarter time `tQ`. */
  advance(tQ: number, protect: ReadonlySet<PlayerState>): void {
    const now = this.offset[this.q] + tQ;
    for (const s of this.slots) {
      if (s.due <= now && s.p.sub === "on" && s.status === "pre") this.enter(s, tQ, protect);
    }
    for (const s of this.slots) {
      const time = s.partner ? s.partner.entered : s.due <= now;
      if (time && s.p.sub === "off" && s.status === "avail") this.leave(s, tQ, protect);
    }
    // A rotation falls at the first moment play allows after its planned time (at most an event later).
    while (this.plan.length > 0 && this.plan[0] <= now) {
      this.plan.shift();
      this.rotate(tQ, protect, null);
    }
  }

  /** Brings `p` on at once (play needs a card only he holds). */
  swapOn(p: PlayerState, tQ: number, protect: ReadonlySet<PlayerState>): boolean {
    const s = this.slots[this.localIndex(p)];
    if (s.on) return true;
    if (s.status === "pre") return this.enter(s, tQ, protect);
    if (s.status !== "avail") return false;
    return this.rotate(tQ, protect, s);
  }

  private deficit(s: Slot, now: number): number {
    const want = (s.target * now) / this.total;
    const on = s.onTotal + (s.on ? now - s.since : 0);
    return want - on + (s.on ? 0 : 0.2 * (now - s.since));
  }

  private surplus(s: Slot, now: number): number {
    return -this.deficit(s, now) + (s.on ? 0.2 * (now - s.since) : 0);
  }

  /** One interchange: `incoming` (or the most rested bench player) for the most tired player. */
  private rotate(tQ: number, protect: ReadonlySet<PlayerState>, incoming: Slot | null): boolean {
    const now = this.offset[this.q] + tQ;
    const offCands = this.slots.filter(
      (s) => s.on && !s.entered && !protect.has(s.p) && !(s.partner && s.due - now < 360 && s.due - now > -1),
    );
    const onCands = incoming
      ? [incoming]
      : this.slots.filter((s) => !s.on && s.status === "avail" && now - s.since >= 45);
    if (offCands.length === 0 || onCands.length === 0) return false;
    // A partnered "off" player due soon is brought back first, so he is on the ground to be replaced.
    const inn =
      onCands.find((s) => s.partner && s.due - now < 360) ??
      onCands.reduce((a, b) => (this.deficit(b, now) + this.jitter() > this.deficit(a, now) ? b : a));
    const out = offCands.reduce((a, b) =>
      this.surplus(b, now) + this.jitter() > this.surplus(a, now) ? b : a,
    );
    this.swap(inn, out, tQ, "ROTATION");
    return true;
  }

  private jitter(): number {
    return this.rng.range(-15, 15);
  }

  /**
   * The substitute comes on. His partner goes off for good with him if he has played all his cards;
   * otherwise the substitute replaces the most tired player and the partner leaves once he has.
   */
  private enter(s: Slot, tQ: number, protect: ReadonlySet<PlayerState>): boolean {
    const partner = s.partner;
    const done = partner !== null && partner.status === "avail" && blockingCards(partner.p) === 0;
    let out: Slot | undefined;
    if (partner && done && partner.on && !protect.has(partner.p)) out = partner;
    else {
      const now = this.offset[this.q] + tQ;
      const c = this.slots.filter((x) => x.on && !x.entered && !protect.has(x.p));
      out = c.sort((a, b) => this.surplus(b, now) - this.surplus(a, now))[0];
    }
    if (!out) return false;
    s.status = "avail";
    s.entered = true;
    this.swap(s, out, tQ, "SUBSTITUTE");
    if (partner && done && !partner.on) partner.status = "gone";
    return true;
  }

  private leave(s: Slot, tQ: number, protect: ReadonlySet<PlayerState>): void {
    if (blockingCards(s.p) > 0 || protect.has(s.p)) return; // tried again at the next advance
    const avail = this.slots.filter((x) => x.status === "avail").length;
    if (avail <= 18) return;
    if (s.on) {
      const now = this.offset[this.q] + tQ;
      const c = this.slots.filter((x) => !x.on && x.status === "avail");
      const inn = c.sort((a, b) => this.deficit(b, now) - this.deficit(a, now))[0];
      if (!inn) return;
      this.swap(inn, s, tQ, s.partner ? "SUBSTITUTE" : "INJURY");
    }
    s.status = "gone";
  }

  private swap(inn: Slot, out: Slot, tQ: number, reason: "ROTATION" | "SUBSTITUTE" | "INJURY"): void {
    const now = this.offset[this.q] + tQ;
    this.closeStint(out, tQ);
    out.on = false;
    out.since = now;
    inn.on = true;
    inn.since = now;
    this.refreshMask();
    this.onInterchange(tQ, inn.p, out.p, reason);
  }

  private closeStint(s: Slot, tQ: number): void {
    const from = s.since - this.offset[this.q];
    s.onTotal += tQ - from;
    this.stints.push({
      personId: s.p.id,
      squadId: this.squadId,
      period: this.q + 1,
      fromSecs: from,
      toSecs: tQ,
    });
  }

  private refreshMask(): void {
    let m = 0;
    this.slots.forEach((s, i) => {
      if (s.on) m |= 1 << i;
    });
    this.mask = m;
  }
}
