import type { EnginePlayer } from "./engine-input";
import type { Side } from "./geometry";
import type { Rng } from "@/lib/random/prng";

// A player's box score turned into "cards": counts of the events the engine still has to generate for
// him. Every card is spent exactly once, which is what makes the generated events count back to the
// real box score (box-score-rules.ts).
//
// Splitting rules (documented, random where the source says nothing):
// - Shots: every goal and behind is one of his kicks (the source never has goals + behinds > kicks).
// - Inside 50s / rebound 50s sit on his other disposals, kick or handball (about 12% / 20% of them by
//   hand, as far as his handballs allow). A disposal carries at most one of these roles, so where
//   inside 50s + rebound 50s exceed the disposals left after his shots (about 20 player-matches),
//   the surplus is carried by his non-disposal events (a running entry or exit) and listed in `extra`.
// - Marks inside 50 are a random subset of his marks, so how many were contested follows a
//   hypergeometric draw. Contested marks are contested possessions and uncontested marks uncontested
//   ones (the source always allows this); the rest of his possessions are ground balls (contested)
//   and handball receives or gathers (uncontested).

export interface Cards {
  markInC: number; // contested mark inside 50
  markInU: number;
  markOutC: number; // contested mark outside the attacking 50
  markOutU: number;
  groundC: number; // contested possession that is not a mark (hard or loose ball get, free kick)
  softU: number; // uncontested possession that is not a mark (handball receive, gather)
  plainK: number;
  plainH: number;
  i50K: number;
  i50H: number;
  r50K: number;
  r50H: number;
  goalK: number;
  behindK: number;
  assist: number;
  clearance: number;
  hitout: number;
  freeFor: number;
}

export interface Extras {
  tackle: number;
  onePct: number;
  bounce: number;
  clanger: number;
  freeAgainst: number;
  i50: number; // inside-50 credits no disposal could carry
  r50: number;
}

export interface PlayerState {
  ix: number; // index in the engine's player list
  id: number;
  side: Side;
  positionId: number;
  sub: "on" | "off" | null;
  tog: number; // time on ground, percent
  jumper: number;
  foot: "LEFT" | "RIGHT";
  c: Cards;
  x: Extras;
}

export const CARD_KEYS = [
  "markInC",
  "markInU",
  "markOutC",
  "markOutU",
  "groundC",
  "softU",
  "plainK",
  "plainH",
  "i50K",
  "i50H",
  "r50K",
  "r50H",
  "goalK",
  "behindK",
  "assist",
  "clearance",
  "hitout",
  "freeFor",
] as const satisfies readonly (keyof Cards)[];

/** Splits `n` picks between two kinds: each pick is of kind B with probability p, within the limits. */
function splitTwo(rng: Rng, n: number, p: number, maxA: number, maxB: number): [number, number] {
  let b = 0;
  for (let i = 0; i < n; i++) if (rng.chance(p)) b++;
  b = Math.max(n - maxA, Math.min(b, maxB));
  return [n - b, b];
}

export function buildPlayerState(rng: Rng, p: EnginePlayer, ix: number, side: Side): PlayerState {
  const s = (code: string) => Math.max(0, p.stats[code] ?? 0);
  const goals = s("GOAL");
  const behinds = s("BEHIND");
  const kicksLeft = Math.max(0, s("KICK") - goals - behinds);
  const hbs = s("HANDBALL");
  const i50 = Math.min(s("INSIDE_50"), kicksLeft + hbs);
  const [i50K, i50H] = splitTwo(rng, i50, 0.12, kicksLeft, hbs);
  const r50 = Math.min(s("REBOUND_50"), kicksLeft - i50K + hbs - i50H);
  const [r50K, r50H] = splitTwo(rng, r50, 0.2, kicksLeft - i50K, hbs - i50H);

  // Which marks were inside 50: a random subset, so its contested count is hypergeometric.
  const marks = s("MARK");
  const mc = Math.min(s("MARK_CONTESTED"), marks);
  const mi = Math.min(s("MARK_INSIDE_50"), marks);
  let markInC = 0;
  let cLeft = mc;
  let total = marks;
  for (let i = 0; i < mi; i++, total--) {
    if (rng.next() * total < cLeft) {
      markInC++;
      cLeft--;
    }
  }
  const markInU = mi - markInC;
  const markOutC = mc - markInC;
  const markOutU = marks - mc - markInU;

  const foot = ((Math.imul(p.personId, 0x9e3779b1) >>> 0) % 100 < 24 ? "LEFT" : "RIGHT") as "LEFT" | "RIGHT";
  return {
    ix,
    id: p.personId,
    side,
    positionId: p.positionId,
    sub: p.subStatus,
    tog: p.timeOnGroundPct,
    jumper: p.jumperNumber,
    foot,
    c: {
      markInC,
      markInU,
      markOutC,
      markOutU,
      groundC: Math.max(0, s("POSSESSION_CONTESTED") - mc),
      softU: Math.max(0, s("POSSESSION_UNCONTESTED") - (marks - mc)),
      plainK: kicksLeft - i50K - r50K,
      plainH: hbs - i50H - r50H,
      i50K,
      i50H,
      r50K,
      r50H,
      goalK: goals,
      behindK: behinds,
      assist: s("GOAL_ASSIST"),
      clearance: s("CLEARANCE"),
      hitout: s("HITOUT"),
      freeFor: s("FREE_KICK"),
    },
    x: {
      tackle: s("TACKLE"),
      onePct: s("ONE_PERCENTER"),
      bounce: s("RUNNING_BOUNCE"),
      clanger: s("CLANGER"),
      freeAgainst: s("FREE_KICK_AGAINST"),
      i50: s("INSIDE_50") - i50,
      r50: s("REBOUND_50") - r50,
    },
  };
}

/** Gain cards usable in open play (marks inside 50 are reserved for the planned MARK_IN acts). */
export const openGains = (c: Cards) => c.markOutC + c.markOutU + c.groundC + c.softU;
export const plainDisposals = (c: Cards) => c.plainK + c.plainH;

/**
 * Cards only open play can spend: a player may not leave the ground for good while he holds one.
 * (Goal assists, clearances and free kicks for left over at the end have a fallback in decorate.ts.)
 */
export const LATE_KEYS = new Set<keyof Cards>(["assist", "clearance", "freeFor"]);
export function blockingCards(p: PlayerState): number {
  let n = 0;
  for (const k of CARD_KEYS) if (!LATE_KEYS.has(k)) n += p.c[k];
  return n;
}
