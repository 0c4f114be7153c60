import type { PlayerState } from "./cards";
import type { Rng } from "@/lib/random/prng";

// Interchange rotations of one squad, driven by time on ground (timeOnGroundPct). This file plans
// them before play starts (targets, substitutes' times and partners, rotation times); rotations.ts
// plays them.
//
// Model: 18 players on the ground. A player's target time on the ground is his TOG% of the match. At
// a planned number of rotation moments (uniform 74..86 a match, at random times away from the quarter
// breaks) the on-field player furthest ahead of his target (plus a fatigue term for his current stint)
// goes off and the benched player furthest behind his (plus how long he has rested) comes on. At
// quarter breaks the 18 are re-picked freely (no interchange). Substitution markers:
// - an "on" player starts on the bench and enters once, at (100 - TOG)% of the match (earlier when
//   he holds a large share of some scripted act's cards, see onShare), then stays on;
// - an "off" player leaves for good: with exactly one "on" partner at the same moment (reason
//   SUBSTITUTE), otherwise at TOG/82% of the match (INJURY). He never leaves before his events are all
//   played: the substitute waits up to ten minutes for him, then replaces the most tired player and
//   the partner stays on until his part is played; never if that would leave fewer than 18 players;
// - a 0% row without a marker never takes the ground (the source lists him but he did not play).
// When play needs a card only a benched player holds, he is brought on at once (swapOn).

export type Status = "avail" | "pre" | "gone" | "never";
export type Protected = { has(p: PlayerState): boolean }; // players play needs on the ground right now
export interface Slot {
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

// The scripted acts only a holder of the matching card can play (shots, entries, rebounds, marks
// inside 50, hitouts). A substitute holding a large share of one of them enters earlier than his time
// on ground says (at 1.25 x that share of the match from the end), so the acts before his entry do
// not run out of other players to play them.
const ACT_CARDS: ((p: PlayerState) => number)[] = [
  (p) => p.c.i50K + p.c.i50H,
  (p) => p.c.r50K + p.c.r50H,
  (p) => p.c.goalK,
  (p) => p.c.behindK,
  (p) => p.c.markInC + p.c.markInU,
  (p) => p.c.hitout,
];

/** Share of the match a substitute should play: his time on ground, or more when his cards need it. */
function onShare(sub: PlayerState, squad: PlayerState[]): number {
  let share = sub.tog / 100;
  for (const f of ACT_CARDS) share = Math.max(share, cardShare(f, sub, squad));
  return share;
}

/** 1.25 x the player's share of one kind of act card (at most 0.95). */
function cardShare(f: (p: PlayerState) => number, p: PlayerState, squad: PlayerState[]): number {
  const mine = f(p);
  const all = squad.reduce((a, q) => a + f(q), 0);
  return mine > 0 ? Math.min(0.95, (1.25 * mine) / all) : 0;
}

/**
 * When the substitute comes on: at (100 - TOG)% of the match, but early enough for his own cards
 * (onShare) and, where possible, late enough for the player he replaces to play his (the same share
 * rule from the start of the match), so that he can go off at that moment.
 */
function subTime(sub: PlayerState, partner: PlayerState | null, squad: PlayerState[], M: number): number {
  const latest = M * (1 - onShare(sub, squad));
  let earliest = 0;
  if (partner) for (const f of ACT_CARDS) earliest = Math.max(earliest, M * cardShare(f, partner, squad));
  const want = M * (1 - sub.tog / 100);
  const t = earliest <= latest ? Math.max(earliest, Math.min(want, latest)) : (earliest + latest) / 2;
  return Math.min(M - 15, Math.max(120, t));
}

/** Slots and planned rotation times (absolute seconds, ascending) of one squad. */
export function planSquad(
  rng: Rng,
  players: PlayerState[],
  periodSecs: number[],
  offset: number[],
): { slots: Slot[]; plan: number[] } {
  const M = periodSecs.reduce((a, b) => a + b, 0);
  const plan: number[] = [];
  const slots: Slot[] = players.map((p) => ({
    p,
    status: p.sub === "on" ? "pre" : p.tog <= 0 && p.sub === null ? "never" : "avail",
    entered: false,
    target: (Math.max(0, p.tog) / 100) * M,
    onTotal: 0,
    since: 0,
    on: false,
    due: Infinity,
    partner: null,
  }));
  const ons = slots.filter((s) => s.p.sub === "on");
  const offs = slots.filter((s) => s.p.sub === "off");
  const pairOf = ons.length === 1 && offs.length === 1 ? offs[0] : null;
  for (const s of ons) s.due = subTime(s.p, pairOf?.p ?? null, players, M);
  if (pairOf) {
    ons[0].partner = pairOf;
    pairOf.partner = ons[0];
    pairOf.due = ons[0].due;
  }
  for (const s of offs) if (!s.partner) s.due = Math.min(M - 15, Math.max(120, (M * s.p.tog) / 82));
  const n = rng.int(74, 86);
  for (let i = 0; i < n; i++) {
    const q = rng.weighted(periodSecs);
    plan.push(offset[q] + rng.range(20, periodSecs[q] - 20));
  }
  plan.sort((a, b) => a - b);
  return { slots, plan };
}

/** How far a player is behind his time on ground at `now` (plus 0.2 s a second of bench rest). */
export function deficit(s: Slot, now: number, total: number): number {
  const want = (s.target * now) / total;
  const on = s.onTotal + (s.on ? now - s.since : 0);
  return want - on + (s.on ? 0 : 0.2 * (now - s.since));
}

export function describeSlot(s: Slot): string {
  return `${s.status}${s.on ? " on" : ""}${s.entered ? " entered" : ""} due ${Math.round(s.due)}`;
}
