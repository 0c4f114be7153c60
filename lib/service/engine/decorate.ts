import type { MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { creditFlags } from "./credit-flags";
import { addAfter, anchors, type DecoContext } from "./deco-context";
import type { Decoration } from "./finalize";
import type { Play } from "./play-state";
import { addPressure } from "./pressure";
import type { Rng } from "@/lib/random/prng";

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

/** Where in the play each kind of decoration may go, by side: the event indices a pass finds. */
interface Anchors {
  poss: number[][];
  loose: number[][];
  kicks: number[][];
  freesFor: number[][];
  stops: number[];
}

/** One pass over the play: each event's index, each player's events, and the anchors by side. */
function indexPlay(cx: DecoContext): Anchors {
  const { pl } = cx;
  const a: Anchors = { poss: [[], []], loose: [[], []], kicks: [[], []], freesFor: [[], []], stops: [] };
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
    if (e.code === "CENTRE_BOUNCE" || e.code === "BALL_UP" || e.code === "THROW_IN") a.stops.push(i);
    if (s < 0) return;
    if (e.possession !== null) a.poss[s].push(i);
    // A player who marks or is paid a free kick is not tackled.
    if (e.possession !== null && e.code !== "MARK" && e.code !== "FREE_FOR") a.loose[s].push(i);
    const next = pl.events[i + 1];
    if (e.code === "KICK" && !e.shot && !(next?.code === "MARK" && next.squadId === e.squadId))
      a.kicks[s].push(i);
    if (e.code === "FREE_FOR" && pl.events[i - 1]?.code !== "FREE_AGAINST") a.freesFor[s].push(i);
  });
  return a;
}

/** One player's tackles, one-percenters, bounces and free kicks, slotted into the play. */
function decoratePlayer(cx: DecoContext, p: Play["team"][number][number], side: 0 | 1, a: Anchors) {
  const { pl, rng } = cx;
  const other = 1 - side;
  for (const i of anchors(cx, p, p.x.tackle, a.loose[other])) {
    addAfter(cx, i, "TACKLE", p);
    const ev = pl.events[i];
    if (!ev.pressure)
      ev.pressure = { code: "PHYSICAL", points: 3.75, squadId: pl.squadIds[side], personIds: [p.id] };
    else if (ev.pressure.code === "PHYSICAL" && !ev.pressure.personIds.includes(p.id))
      ev.pressure.personIds.push(p.id);
  }
  p.x.tackle = 0;
  const mix = ONE_MIX[p.positionId] ?? ONE_DEFAULT;
  const kinds = Array.from({ length: p.x.onePct }, () => mix[rng.weighted(mix.map((m) => m[1]))][0]);
  for (const kind of ["SPOIL", "SMOTHER", "KNOCK_ON", "SHEPHERD"] as const) {
    const n = kinds.filter((k) => k === kind).length;
    const cands = kind === "KNOCK_ON" ? a.stops : kind === "SHEPHERD" ? a.poss[side] : a.kicks[other];
    for (const i of anchors(cx, p, n, cands)) {
      const ev = pl.events[i];
      const at = kind === "SPOIL" && ev.kick ? { x: ev.kick.toX, y: ev.kick.toY } : { x: ev.x, y: ev.y };
      addAfter(cx, i, "ONE_PERCENTER", p, { ...at, details: { oneCode: kind } });
    }
  }
  p.x.onePct = 0;
  bounces(cx, p);
  // Free kicks the play could not pay him (rare): a free with advantage while his squad had the ball.
  for (const i of anchors(cx, p, p.c.freeFor, a.poss[side])) {
    addAfter(cx, i, "FREE_FOR", p, {
      details: { freeKickContext: "GENERAL", freeKickReason: "HOLDING_THE_MAN" },
    });
  }
  p.c.freeFor = 0;
  for (const i of anchors(cx, p, p.x.freeAgainst, a.freesFor[other])) addAfter(cx, i, "FREE_AGAINST", p);
  p.x.freeAgainst = 0;
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
  const found = indexPlay(cx);
  for (const side of [0, 1] as const) pl.team[side].forEach((p, k) => cx.local.set(p, k));
  for (const c of pl.chains) {
    const i = c.last ? cx.index.get(c.last) : undefined;
    if (i !== undefined) last[i] = 1;
  }
  // Side by side and player by player, in this order: the draws from `rng` follow it.
  for (const side of [0, 1] as const) for (const p of pl.team[side]) decoratePlayer(cx, p, side, found);
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
