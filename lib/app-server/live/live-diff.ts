import type { KeyEvent, LiveState } from "./live-state";
import type { WormPoint } from "@/lib/charts/score-worm";

// What changed between two beats of a feed, and which part of it each viewer may see.

/** What a viewer is sent: the public part, or all of it (coaches and analysts, where licensed). */
export type Part = "public" | "full";
export const PARTS: readonly Part[] = ["public", "full"];

/**
 * Event-level detail: left out of the public part of every snapshot and change. The worm is made of
 * the match's transactions, which the app's licence shows to coaches and analysts only, as the
 * match page's worm is (worm-access.ts); the score, the clock and the probability are public.
 */
const DETAIL_KEYS = ["keyEvents", "worm"] as const;

/** The fields that changed, and for the worm and the key events only the new ones. */
export interface LiveChange {
  clock?: LiveState["clock"];
  score?: LiveState["score"];
  probability?: number | null;
  lengths?: number[];
  worm?: WormPoint[];
  keyEvents?: KeyEvent[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The items `next` adds to `prev`, or null when it does not extend it (a replay started again, a
 * correction): the items are in the order the service gave them, each with its own id.
 */
function added<T>(prev: readonly T[], next: readonly T[], id: (t: T) => number): T[] | null {
  if (next.length < prev.length) return null;
  for (let i = 0; i < prev.length; i++) if (id(prev[i]) !== id(next[i])) return null;
  return next.slice(prev.length);
}

/**
 * The change from `prev` to `next`: null when nothing changed; "reset" when it cannot be told as a
 * change (another match, a list that does not extend the last one), and a snapshot must go instead.
 */
export function diffLive(prev: LiveState, next: LiveState): LiveChange | "reset" | null {
  if (prev.matchId !== next.matchId || !same(prev.teams, next.teams)) return "reset";
  const worm = added(prev.worm, next.worm, (p) => p.trxId);
  const keyEvents = added(prev.keyEvents, next.keyEvents, (e) => e.id);
  if (!worm || !keyEvents) return "reset";
  const change: LiveChange = {};
  if (!same(prev.clock, next.clock)) change.clock = next.clock;
  if (!same(prev.score, next.score)) change.score = next.score;
  if (prev.probability !== next.probability) change.probability = next.probability;
  if (!same(prev.lengths, next.lengths)) change.lengths = next.lengths;
  if (worm.length) change.worm = worm;
  if (keyEvents.length) change.keyEvents = keyEvents;
  return Object.keys(change).length ? change : null;
}

/** What of a snapshot or a change the part shows; null when that leaves nothing to send. */
export function partOf<T extends LiveChange | LiveState>(x: T, part: Part): Partial<T> | null {
  if (part === "full") return x;
  const out: Partial<T> = { ...x };
  for (const k of DETAIL_KEYS) delete (out as LiveChange)[k];
  return Object.keys(out).length ? out : null;
}

/** The state a change leads to: what another instance's feed does with the change it was sent. */
export function applyChange(prev: LiveState, change: LiveChange): LiveState {
  const { worm, keyEvents, ...fields } = change;
  return {
    ...prev,
    ...fields,
    worm: worm ? [...prev.worm, ...worm] : prev.worm,
    keyEvents: keyEvents ? [...prev.keyEvents, ...keyEvents] : prev.keyEvents,
  };
}
