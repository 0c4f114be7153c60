import { F, type KickDetails, type MatchEvent, type ShotDetails } from "./types";
import { openGains, type Cards, type PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Play } from "./play-state";

// One touch of the ball: a player wins it (receive: a mark, a ground ball, a handball receive, a free
// kick, or nothing credited when he has no possession card left) and gets rid of it (dispose: a kick or
// handball on one of his disposal cards) or spills it. Which possession card a receive uses follows how
// the ball arrived: marks only off kicks (and inside 50 only in the planned MARK_IN acts), handball
// receives off handballs, ground balls off loose balls and stoppages.

export type Via = "K" | "H" | "LOOSE" | "STOP";
export type DisposalCard = "plain" | "i50" | "r50" | "goal" | "behind";

export interface ReceiveOpts {
  intercept?: boolean;
  markIn?: boolean; // a mark inside 50 (MARK_IN act)
  firstFlags?: number; // first possession / clearance credit
  free?: "force" | "never";
  freeContext?: "RUCK" | "MARKING" | "TACKLING" | "GENERAL";
  pairedFree?: boolean; // the free kick's FREE_AGAINST is already recorded
  mark?: boolean; // the pass was meant to be marked: mark it if he can
}

const FREE_REASONS: Record<string, string[]> = {
  RUCK: ["RUCK_INFRINGEMENT", "HOLDING_THE_MAN"],
  MARKING: ["PUSH_IN_BACK", "HOLDING_THE_MAN", "CHECKING"],
  TACKLING: ["HOLDING_THE_BALL", "HIGH_TACKLE", "TRIP_SLIDE", "DROPPING_THE_BALL"],
  GENERAL: [
    "HIGH_TACKLE",
    "HOLDING_THE_MAN",
    "TRIP_SLIDE",
    "UNREASONABLE_CONTACT",
    "DELIBERATE_OUT_OF_BOUNDS",
  ],
};

/** `p` of `side` gets the ball where it is. Returns his possession event, or null when none is credited. */
export function receive(
  pl: Play,
  side: Side,
  p: PlayerState,
  via: Via,
  o: ReceiveOpts = {},
): MatchEvent | null {
  const c = p.c;
  const zone = pl.zoneFor(side);
  let kind = -1; // index into the options below
  let ev: MatchEvent | null = null;
  const contested = (k: number) => k === 0 || k === 2 || k === 4;
  if (o.markIn) {
    kind = c.markInC > 0 && (c.markInU === 0 || pl.rng.chance(c.markInC / (c.markInC + c.markInU))) ? 4 : 5;
  } else {
    // Off a kick outside the forward 50 a player with a mark left marks it (80%, always when asked):
    // marks can only be taken off kicks, so they are not let slip.
    const markOk = via === "K" && zone !== Z.F50 && c.markOutC + c.markOutU > 0;
    if (markOk && (o.mark || pl.mopUp || pl.rng.chance(0.8))) {
      kind = pl.rng.chance(c.markOutC / (c.markOutC + c.markOutU)) ? 0 : 1;
    } else {
      const w = [
        0,
        0,
        c.groundC * (via === "LOOSE" || via === "STOP" ? 3 : via === "K" ? 1.2 : 0.6),
        c.softU * (via === "H" ? 5 : via === "K" ? 1 : 0.8),
      ];
      kind = pl.rng.weighted(w);
    }
  }
  const isMark = kind === 0 || kind === 1 || kind >= 4;
  const free =
    o.free !== "never" &&
    c.freeFor > 0 &&
    !(isMark && o.free !== "force") &&
    (o.free === "force" || pl.rng.chance(Math.min(0.8, (1.5 * c.freeFor) / (c.freeFor + openGains(c) + 2))));
  if (free && isMark) kind = -1; // a free kick in a marking contest replaces the mark
  const take = (k: keyof Cards) => {
    c[k]--;
  };
  const possession = kind < 0 ? null : contested(kind) ? "C" : "U";
  if (kind >= 0) take((["markOutC", "markOutU", "groundC", "softU", "markInC", "markInU"] as const)[kind]);
  let flags = (o.intercept ? F.INTERCEPT : 0) | (o.firstFlags ?? 0);
  if (possession === "C") flags |= F.CONTESTED;
  if (free) {
    c.freeFor--;
    const ctx = o.freeContext ?? (via === "STOP" ? "RUCK" : via === "K" ? "MARKING" : "GENERAL");
    if (!o.pairedFree) pairFreeAgainst(pl, side);
    ev = pl.emit("FREE_FOR", side, p, pl.ball, {
      possession,
      flags,
      details: { freeKickContext: ctx, freeKickReason: pl.rng.pick(FREE_REASONS[ctx]) },
    });
  } else if (kind >= 0) {
    const code = isMark
      ? "MARK"
      : kind === 2
        ? via === "STOP" || (via !== "LOOSE" && pl.rng.chance(0.45))
          ? "HARD_BALL_GET"
          : "LOOSE_BALL_GET"
        : via === "H"
          ? "HANDBALL_RECEIVE"
          : "GATHER";
    if (kind >= 4) flags |= F.MARK_INSIDE_50;
    if (kind === 1 && zone >= Z.AM && pl.rng.chance(0.35)) flags |= F.ON_LEAD;
    ev = pl.emit(code, side, p, pl.ball, { possession, flags });
  }
  pl.pendingFlags = ev ? 0 : (o.firstFlags ?? 0);
  pl.state = "HELD";
  pl.holder = p;
  pl.holderGain = ev;
  pl.flight = null;
  pl.poss = side;
  pl.tick(ev === null ? 0.5 : isMark || free ? pl.rng.range(3, 9) : pl.rng.range(0.5, 2.5));
  return ev;
}

/** An opposition player who gave away the free kick now being paid (if one still has such a card). */
function pairFreeAgainst(pl: Play, side: Side): void {
  const other = (1 - side) as Side;
  const fa = pl.pick(other, (q) => q.x.freeAgainst, null, null, false);
  if (fa) {
    fa.x.freeAgainst--;
    pl.emit("FREE_AGAINST", other, fa, pl.ball, {});
  }
}

const CARD_OF: Record<DisposalCard, [keyof Cards, keyof Cards]> = {
  plain: ["plainK", "plainH"],
  i50: ["i50K", "i50H"],
  r50: ["r50K", "r50H"],
  goal: ["goalK", "goalK"],
  behind: ["behindK", "behindK"],
};

export interface DisposeOpts {
  flags?: number;
  shot?: ShotDetails | null;
  intent?: KickDetails["intent"];
  kickIn?: boolean; // a kick-in is not a kick off the ground
}

/** The holder disposes of the ball towards frame point `target` (of his squad). */
export function dispose(
  pl: Play,
  kind: "K" | "H",
  card: DisposalCard,
  target: Pt,
  o: DisposeOpts = {},
): MatchEvent {
  const p = pl.holder!;
  const side = p.side;
  p.c[CARD_OF[card][kind === "K" ? 0 : 1]]--;
  const from = pl.ballIn(side);
  const to = pl.frame(target, side);
  let flags = (o.flags ?? 0) | pl.pendingFlags;
  pl.pendingFlags = 0;
  if (kind === "K" && pl.holderGain === null && !o.shot && !o.kickIn) flags |= F.GROUND_KICK;
  const dist = Math.hypot(target.x - from.x, target.y - from.y);
  const kick: KickDetails | null =
    kind === "K"
      ? {
          foot: pl.rng.chance(0.86) ? p.foot : p.foot === "LEFT" ? "RIGHT" : "LEFT",
          intent: o.intent ?? (dist > 45 ? "BOMB" : "GO_TO"),
          distance: dist < 25 ? "SHORT" : dist <= 45 ? "MEDIUM" : "LONG",
          direction: direction(from, target),
          toX: Math.trunc(to.x * 100) / 100 + 0,
          toY: Math.trunc(to.y * 100) / 100 + 0,
        }
      : null;
  const ev = pl.emit(kind === "K" ? "KICK" : "HANDBALL", side, p, pl.ball, {
    flags,
    kick,
    shot: o.shot ?? null,
  });
  if (pl.chain) {
    if (flags & F.INSIDE_50) pl.chain.i50 ??= ev;
    if (flags & F.REBOUND_50) pl.chain.r50 ??= ev;
  }
  if (pl.pendingStoppage) {
    // The first disposal after a stoppage takes the ball out of it (and is the first possession
    // when the touch before it had no possession event).
    const st = pl.pendingStoppage;
    st.exit = ev;
    st.first ??= ev;
    if (flags & (F.CLEARANCE_CB | F.CLEARANCE_BU | F.CLEARANCE_TI)) {
      st.clearance ??= ev;
      if (pl.chain) pl.chain.clearance ??= ev;
    }
    pl.pendingStoppage = null;
  }
  pl.state = "FLIGHT";
  pl.flight = { kind, by: p, ev };
  pl.holder = null;
  pl.holderGain = null;
  pl.ball = to;
  pl.tick(kind === "K" ? 1 + dist / 20 : 0.7);
  return ev;
}

function direction(from: Pt, to: Pt): KickDetails["direction"] {
  const dy = to.y - from.y;
  if (Math.abs(to.y) < 15 && Math.abs(from.y) >= 15) return "CORRIDOR";
  if (Math.abs(dy) < 8) return "CENTRE";
  return dy > 0 ? "LEFT" : "RIGHT";
}

/** The holder loses the ball to the ground (fumble, tackled, spilled). */
export function spill(pl: Play): void {
  const side = pl.poss;
  const from = pl.ballIn(side);
  const z = pl.g.zone(from.x, from.y);
  const to = pl.g.fits(from, z) ? pl.g.sampleNear(pl.rng, from, z, 3, pl.rng.range(0, 2 * Math.PI), 3) : from;
  pl.ball = pl.frame(to, side);
  pl.state = "LOOSE";
  pl.holder = null;
  pl.holderGain = null;
  pl.flight = null;
  pl.pendingFlags = 0;
  pl.tick(pl.rng.range(0.5, 2));
}
