import type { MatchEvent, TrxCode } from "./types";
import type { PlayerState } from "./cards";
import { creditFlags } from "./credit-flags";
import type { Decoration } from "./finalize";
import type { Play } from "./play-state";
import { addPressure } from "./pressure";
import type { Rng } from "./prng";

// Events that do not move the ball, added once the play is written: tackles (on an opponent's
// possession), one-percenters (spoils and smothers of opponents' kicks, knock-ons at stoppages,
// shepherds for a team-mate), running bounces (between a player's possession and his disposal) and
// free kicks against still unpaired (on an opponent's free kick). Each goes where its player was on the
// ground, right after the play event it belongs to and at the same second. Free kicks for that the
// play could not pay are added the same way.

type OneCode = "SPOIL" | "SMOTHER" | "SHEPHERD" | "KNOCK_ON";
// Share of each kind of one-percenter by position (defenders spoil, rucks knock on).
const ONE_MIX: Record<number, [OneCode, number][]> = {
  1: [
    ["SPOIL", 0.75],
    ["SMOTHER", 0.08],
    ["KNOCK_ON", 0.07],
    ["SHEPHERD", 0.1],
  ],
  2: [
    ["SPOIL", 0.6],
    ["SMOTHER", 0.12],
    ["KNOCK_ON", 0.1],
    ["SHEPHERD", 0.18],
  ],
  7: [
    ["SPOIL", 0.3],
    ["SMOTHER", 0.05],
    ["KNOCK_ON", 0.5],
    ["SHEPHERD", 0.15],
  ],
};
const ONE_DEFAULT: [OneCode, number][] = [
  ["SPOIL", 0.35],
  ["SMOTHER", 0.2],
  ["KNOCK_ON", 0.2],
  ["SHEPHERD", 0.25],
];

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

export function decorate(pl: Play, rng: Rng): Decoration[] {
  const last = new Uint8Array(pl.events.length);
  const cx: DecoContext = {
    pl,
    rng,
    out: [],
    local: new Map(),
    byPerson: new Map(),
    index: new Map(),
    last,
    toScorer: new Set(),
  };
  const poss: number[][] = [[], []];
  const loose: number[][] = [[], []];
  const kicks: number[][] = [[], []];
  const freesFor: number[][] = [[], []];
  const stops: number[] = [];
  const sideOf = (e: MatchEvent) =>
    e.squadId === pl.squadIds[0] ? 0 : e.squadId === pl.squadIds[1] ? 1 : -1;
  pl.events.forEach((e, i) => {
    cx.index.set(e, i);
    const s = sideOf(e);
    if (e.personId !== null) {
      const list = cx.byPerson.get(e.personId);
      if (list) list.push(e);
      else cx.byPerson.set(e.personId, [e]);
    }
    if (e.code === "CENTRE_BOUNCE" || e.code === "BALL_UP" || e.code === "THROW_IN") stops.push(i);
    if (s < 0) return;
    if (e.possession !== null) poss[s].push(i);
    // A player who marks or is paid a free kick is not tackled.
    if (e.possession !== null && e.code !== "MARK" && e.code !== "FREE_FOR") loose[s].push(i);
    const next = pl.events[i + 1];
    if (e.code === "KICK" && !e.shot && !(next?.code === "MARK" && next.squadId === e.squadId))
      kicks[s].push(i);
    if (e.code === "FREE_FOR" && pl.events[i - 1]?.code !== "FREE_AGAINST") freesFor[s].push(i);
  });
  for (const side of [0, 1] as const) pl.team[side].forEach((p, k) => cx.local.set(p, k));
  for (const c of pl.chains) {
    const i = c.last ? cx.index.get(c.last) : undefined;
    if (i !== undefined) last[i] = 1;
  }

  for (const side of [0, 1] as const) {
    const other = 1 - side;
    for (const p of pl.team[side]) {
      for (const i of anchors(cx, p, p.x.tackle, loose[other])) {
        addAfter(cx, i, "TACKLE", p);
        const a = pl.events[i];
        if (!a.pressure)
          a.pressure = { code: "PHYSICAL", points: 3.75, squadId: pl.squadIds[side], personIds: [p.id] };
        else if (a.pressure.code === "PHYSICAL" && !a.pressure.personIds.includes(p.id))
          a.pressure.personIds.push(p.id);
      }
      p.x.tackle = 0;
      const mix = ONE_MIX[p.positionId] ?? ONE_DEFAULT;
      const kinds = Array.from({ length: p.x.onePct }, () => mix[rng.weighted(mix.map((m) => m[1]))][0]);
      for (const kind of ["SPOIL", "SMOTHER", "KNOCK_ON", "SHEPHERD"] as const) {
        const n = kinds.filter((k) => k === kind).length;
        const cands = kind === "KNOCK_ON" ? stops : kind === "SHEPHERD" ? poss[side] : kicks[other];
        for (const i of anchors(cx, p, n, cands)) {
          const a = pl.events[i];
          const at = kind === "SPOIL" && a.kick ? { x: a.kick.toX, y: a.kick.toY } : { x: a.x, y: a.y };
          addAfter(cx, i, "ONE_PERCENTER", p, { ...at, details: { oneCode: kind } });
        }
      }
      p.x.onePct = 0;
      bounces(cx, p);
      // Free kicks the play could not pay him (rare): a free with advantage while his squad had the ball.
      for (const i of anchors(cx, p, p.c.freeFor, poss[side])) {
        addAfter(cx, i, "FREE_FOR", p, {
          details: { freeKickContext: "GENERAL", freeKickReason: "HOLDING_THE_MAN" },
        });
      }
      p.c.freeFor = 0;
      for (const i of anchors(cx, p, p.x.freeAgainst, freesFor[other])) addAfter(cx, i, "FREE_AGAINST", p);
      p.x.freeAgainst = 0;
    }
  }
  creditFlags(cx);
  addPressure(cx);
  return cx.out;
}

/** Running bounces: between his own possession and his disposal, in the open ground between the arcs. */
function bounces(cx: DecoContext, p: PlayerState): void {
  const pl = cx.pl;
  const own: number[] = [];
  for (const e of cx.byPerson.get(p.id) ?? []) {
    const i = cx.index.get(e);
    if (i === undefined || e.possession === null) continue;
    const next = pl.events[i + 1];
    if (next?.personId === p.id && (next.code === "KICK" || next.code === "HANDBALL")) own.push(i);
  }
  const mine = (cx.byPerson.get(p.id) ?? []).map((e) => cx.index.get(e)).filter((i) => i !== undefined);
  const cands = own.length >= p.x.bounce ? own : [...own, ...mine];
  for (const i of anchors(cx, p, p.x.bounce, cands)) addAfter(cx, i, "BOUNCE", p);
  p.x.bounce = 0;
}
