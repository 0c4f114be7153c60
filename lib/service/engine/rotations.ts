import type { Stint } from "./types";
import { blockingCards, type PlayerState } from "./cards";
import type { Rng } from "@/lib/random/prng";
import { deficit, describeSlot, planSquad, type Protected, type Slot } from "./rotation-plan";

// Interchange rotations of one squad during play: who is on the ground, the planned rotations and
// substitutions as their time comes, and players brought on when play needs them (model and rules in
// rotation-plan.ts). Records the stints (time on ground) and the on-ground bit mask of every moment.

export type Interchange = (
  t: number,
  on: PlayerState,
  off: PlayerState,
  reason: "ROTATION" | "SUBSTITUTE" | "INJURY",
) => void;

export class Rotations {
  readonly stints: Stint[] = [];
  mask = 0; // bit i set when players[i] of this squad is on the ground (i = PlayerState.ix)
  private slots: Slot[];
  private plan: number[]; // absolute rotation times, ascending
  private offset: number[]; // absolute start of each quarter
  private q = 0;
  private onCache: PlayerState[] | null = null;
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
    const planned = planSquad(rng, players, periodSecs, this.offset);
    this.slots = planned.slots;
    this.plan = planned.plan;
  }

  /** For error messages: where a player stands in the rotation. */
  describe(p: PlayerState): string {
    return describeSlot(this.slots[p.ix]);
  }

  /** On the ground or able to come on (not gone for good, not a 0% non-player). */
  canPlay(p: PlayerState): boolean {
    const st = this.slots[p.ix].status;
    return st === "avail" || st === "pre";
  }

  /** The players on the ground now (the same array until the next interchange: do not modify). */
  onField(): PlayerState[] {
    return (this.onCache ??= this.slots.filter((s) => s.on).map((s) => s.p));
  }

  /** Bench players who could come on now; a substitute not yet on only when `withSub` (he would enter early). */
  bench(withSub: boolean): PlayerState[] {
    return this.slots
      .filter((s) => !s.on && (s.status === "avail" || (withSub && s.status === "pre")))
      .map((s) => s.p);
  }

  /** Expected seconds on the ground still to come (for weighting who gets the ball). */
  remainingOn(p: PlayerState, tQ: number): number {
    const s = this.slots[p.ix];
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
    // Entered substitutes stay on; a player due to be substituted this quarter starts on the ground
    // so that the substitute replaces him directly.
    const end = now + this.periodSecs[q];
    const keep = this.slots.filter(
      (s) =>
        s.entered ||
        (s.status === "avail" &&
          (s.partner?.entered || (s.partner?.status === "pre" && s.partner.due < end))),
    );
    const cands = this.slots
      .filter((s) => !keep.includes(s) && s.status === "avail")
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
  advance(tQ: number, protect: Protected): void {
    const now = this.offset[this.q] + tQ;
    for (const s of this.slots) {
      if (s.due > now || s.p.sub !== "on" || s.status !== "pre") continue;
      // The player he replaces must be on the ground: if he is resting, bring him on first.
      const partner = s.partner;
      if (partner && partner.status === "avail" && !partner.on) this.rotate(tQ, protect, partner);
      this.enter(s, tQ, protect);
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
  swapOn(p: PlayerState, tQ: number, protect: Protected): boolean {
    const s = this.slots[p.ix];
    if (s.on) return true;
    if (s.status === "pre") return this.enter(s, tQ, protect, true);
    if (s.status !== "avail") return false;
    return this.rotate(tQ, protect, s);
  }

  private deficit(s: Slot, now: number): number {
    return deficit(s, now, this.total);
  }

  private surplus(s: Slot, now: number): number {
    return -deficit(s, now, this.total) + (s.on ? 0.2 * (now - s.since) : 0);
  }

  /** One interchange: `incoming` (or the most rested bench player) for the most tired player. */
  private rotate(tQ: number, protect: Protected, incoming: Slot | null): boolean {
    const now = this.offset[this.q] + tQ;
    // Nobody goes straight back off (a minute at least on the ground), unless play needs a player now.
    // A player whose substitute is on already stays on until he has played his part, then leaves.
    const free = this.slots.filter(
      (s) =>
        s.on &&
        !s.entered &&
        !protect.has(s.p) &&
        !s.partner?.entered &&
        !(s.partner && s.due - now < 360 && s.due - now > -1),
    );
    const rested = free.filter((s) => now - s.since >= 60);
    const offCands = rested.length > 0 || !incoming ? rested : free.filter((s) => now - s.since > 0);
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
  private enter(s: Slot, tQ: number, protect: Protected, forced = false): boolean {
    const partner = s.partner;
    const done = partner !== null && partner.status === "avail" && blockingCards(partner.p) === 0;
    // Give the partner up to ten minutes to be on the ground, finish his part and be free to go
    // (not holding the ball), so that the substitute replaces him.
    const ready = partner !== null && partner.on && done && !protect.has(partner.p);
    const waiting = partner !== null && partner.status === "avail" && !ready;
    if (waiting && !forced && this.offset[this.q] + tQ < s.due + 600) return false;
    // Entering early while his partner rests with his part unplayed: the partner comes on with him and
    // stays on until he has played it (then leaves for good).
    if (partner && partner.status === "avail" && !partner.on && !done) this.rotate(tQ, protect, partner);
    let out: Slot | undefined;
    if (partner && done && partner.on && !protect.has(partner.p)) out = partner;
    else {
      const now = this.offset[this.q] + tQ;
      const c = this.slots.filter((x) => x.on && !x.entered && x !== partner && !protect.has(x.p));
      const rested = c.filter((x) => now - x.since >= 60);
      out = (rested.length > 0 ? rested : c).sort((a, b) => this.surplus(b, now) - this.surplus(a, now))[0];
    }
    if (!out) return false;
    s.status = "avail";
    s.entered = true;
    this.swap(s, out, tQ, "SUBSTITUTE");
    if (partner && done && !partner.on) partner.status = "gone";
    return true;
  }

  private leave(s: Slot, tQ: number, protect: Protected): void {
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
    this.onCache = null;
    let m = 0;
    this.slots.forEach((s, i) => {
      if (s.on) m |= 1 << i;
    });
    this.mask = m;
  }
}
