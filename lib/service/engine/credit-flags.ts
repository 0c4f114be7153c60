import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { addAfter, anchors, type DecoContext } from "./deco-context";

// Credits that are flags on events already written.
// - Clangers go, in order, on the player's free kicks against, his disposals that turned the ball
//   over, his fumbles (possessions lost), his ineffective disposals, then any disposal, then any of
//   his events; if he has fewer events than clangers, a fumble (a gather that earned no possession) is
//   added where he was on the ground.
// - Inside-50 / rebound-50 credits no disposal could carry (cards.ts) go on his possessions (a
//   running entry or exit), else his other non-disposal events, else an added gather.
// - Goal assists the play could not place (about 6%: no holder on the ground when the goal came)
//   go on his disposal to a goal kicker if he made one that is unassisted, else a disposal in a chain
//   ending in a goal, else any disposal; clearances likewise on his first possessions after
//   stoppages, else any possession of his.
// - Score involvements: every possession and disposal of the scoring squad in a scoring chain.

const CLEAR = F.CLEARANCE_CB | F.CLEARANCE_BU | F.CLEARANCE_TI;
const isDisposal = (e: MatchEvent) => e.code === "KICK" || e.code === "HANDBALL";

/** Sets `flag` on `n` distinct events, tier by tier; returns how many could not be placed. */
function flagTiers(cx: DecoContext, tiers: MatchEvent[][], flag: number, n: number): number {
  const used = new Set<MatchEvent>();
  for (const tier of tiers) {
    for (const e of cx.rng.shuffle(tier.filter((x) => (x.flags & flag) === 0 && !used.has(x)))) {
      if (n === 0) return 0;
      e.flags |= flag;
      used.add(e);
      n--;
    }
  }
  return n;
}

/** Gathers that earned no possession, added where `p` was on the ground, carrying `flag`. */
function addFumbles(cx: DecoContext, p: PlayerState, n: number, flag: number): void {
  for (const i of anchors(cx, p, n, []))
    addAfter(cx, i, "GATHER", p, { flags: flag, x: cx.pl.events[i].x, y: cx.pl.events[i].y });
}

/** The disposal to each goal kicker (the last team-mate's disposal before his shot), unassisted ones. */
function markDisposalsToScorers(cx: DecoContext): void {
  const pl = cx.pl;
  pl.events.forEach((e, i) => {
    if (e.code !== "GOAL") return;
    for (let j = i - 2; j >= 0; j--) {
      const d = pl.events[j];
      if (d.chainId !== e.chainId) break;
      if (
        (d.code === "KICK" || d.code === "HANDBALL") &&
        d.squadId === e.squadId &&
        d.personId !== e.personId
      ) {
        if (!(d.flags & F.GOAL_ASSIST)) cx.toScorer.add(d);
        break;
      }
    }
  });
}

/** One player's clangers, inside and rebound 50s, goal assists and clearances, on his own events. */
function flagPlayer(cx: DecoContext, p: PlayerState): void {
  const pl = cx.pl;
  const evs = (cx.byPerson.get(p.id) ?? []).filter((e) => e.code !== "INTERCHANGE" && e.code !== "KICK_IN");
  const disposals = evs.filter(isDisposal);
  const gains = evs.filter((e) => e.possession !== null);
  const others = evs.filter((e) => !isDisposal(e));

  let left = flagTiers(
    cx,
    [
      evs.filter((e) => e.code === "FREE_AGAINST"),
      disposals.filter((e) => e.flags & F.TURNOVER),
      gains.filter((e) => e.flags & F.TURNOVER),
      disposals.filter((e) => !(e.flags & F.EFFECTIVE) && !e.shot),
      disposals,
      evs,
    ],
    F.CLANGER,
    p.x.clanger,
  );
  addFumbles(cx, p, left, F.CLANGER);
  p.x.clanger = 0;

  for (const [flag, n] of [
    [F.INSIDE_50, p.x.i50],
    [F.REBOUND_50, p.x.r50],
  ] as const) {
    left = flagTiers(cx, [gains, others], flag, n);
    addFumbles(cx, p, left, flag);
  }
  p.x.i50 = 0;
  p.x.r50 = 0;

  if (p.c.assist > 0) {
    const toScorer = disposals.filter((e) => cx.toScorer.has(e));
    const inGoalChain = disposals.filter(
      (e) => e.chainId !== null && pl.chains[e.chainId - 1].endState === "GOAL",
    );
    left = flagTiers(cx, [toScorer, inGoalChain, disposals, others], F.GOAL_ASSIST, p.c.assist);
    addFumbles(cx, p, left, F.GOAL_ASSIST);
    p.c.assist = 0;
  }
  if (p.c.clearance > 0) {
    const firsts = evs.filter((e) => e.flags & F.FIRST_POSSESSION && !(e.flags & CLEAR));
    const free = (list: MatchEvent[]) => list.filter((e) => !(e.flags & CLEAR)); // one clearance an event
    left = flagTiers(cx, [firsts, free(gains), free(others)], F.CLEARANCE_BU, p.c.clearance);
    addFumbles(cx, p, left, F.CLEARANCE_BU);
    p.c.clearance = 0;
  }
}

/** Every possession and disposal of the scoring side in a chain that ended in a score. */
function markScoreInvolvements(cx: DecoContext): void {
  const pl = cx.pl;
  for (const c of pl.chains) {
    if (c.endState !== "GOAL" && c.endState !== "BEHIND" && c.endState !== "RUSHED_BEHIND") continue;
    const start = c.first ? cx.index.get(c.first) : undefined;
    const end = c.last ? cx.index.get(c.last) : undefined;
    if (start === undefined || end === undefined) continue;
    for (let i = start; i <= end; i++) {
      const e = pl.events[i];
      if (e.squadId === c.squadId && e.personId !== null && (e.possession !== null || isDisposal(e))) {
        e.flags |= F.SCORE_INVOLVEMENT;
      }
    }
  }
}

export function creditFlags(cx: DecoContext): void {
  markDisposalsToScorers(cx);
  // Player by player, home then away: the fumbles' anchors draw from the match's random numbers.
  for (const p of [...cx.pl.team[0], ...cx.pl.team[1]]) flagPlayer(cx, p);
  markScoreInvolvements(cx);
}
