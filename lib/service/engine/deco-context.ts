import type { MatchEvent, TrxCode } from "./types";
import type { PlayerState } from "./cards";
import type { Decoration } from "./finalize";
import type { Play } from "./play-state";
import type { Rng } from "@/lib/random/prng";

// What every decoration pass (decorate.ts, credit-flags.ts, pressure.ts) works on, and the helpers
// they share: a leaf of its own, so the passes and their driver do not import each other.

export interface DecoContext {
  pl: Play;
  rng: Rng;
  out: Decoration[];
  local: Map<PlayerState, number>;
  byPerson: Map<number, MatchEvent[]>; // every event of a player, play and decorations
  index: Map<MatchEvent, number>; // play event -> its index
  last: Uint8Array; // 1 for the last play event of a chain: nothing is added after it (it ends the chain)
  toScorer: Set<MatchEvent>; // unassisted disposals to a goal kicker (credit-flags.ts)
}

export const onAt = (cx: DecoContext, p: PlayerState, i: number) =>
  (cx.pl.masks[2 * i + p.side] & (1 << cx.local.get(p)!)) !== 0;

/** Adds an event of `p` after play event `i` (same second, same chain). */
export function addAfter(
  cx: DecoContext,
  i: number,
  code: TrxCode,
  p: PlayerState,
  o: Partial<MatchEvent> = {},
): MatchEvent {
  const a = cx.pl.events[i];
  const e: MatchEvent = {
    ...a,
    id: 0,
    code,
    squadId: cx.pl.squadIds[p.side],
    personId: p.id,
    flags: 0,
    possession: null,
    pressure: null,
    shot: null,
    kick: null,
    details: {},
    ...o,
  };
  cx.out.push({ after: i, ev: e });
  const list = cx.byPerson.get(p.id);
  if (list) list.push(e);
  else cx.byPerson.set(p.id, [e]);
  return e;
}

/** `n` distinct anchors from `cands` where `p` was on the ground, then any such event, repeating if short. */
export function anchors(cx: DecoContext, p: PlayerState, n: number, cands: number[]): number[] {
  if (n <= 0) return [];
  const ok = cx.rng.shuffle(cands.filter((i) => onAt(cx, p, i) && !cx.last[i]));
  if (ok.length < n) {
    const seen = new Set(ok);
    const all: number[] = [];
    cx.pl.events.forEach((e, i) => {
      if (e.chainId !== null && !seen.has(i) && !cx.last[i] && onAt(cx, p, i)) all.push(i);
    });
    ok.push(...cx.rng.shuffle(all));
  }
  if (ok.length === 0) throw new Error(`engine: player ${p.id} has credits but never took the ground`);
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(ok[k % ok.length]);
  return out;
}
