import { openGains, plainDisposals, type PlayerState } from "./cards";
import type { Side } from "./geometry";
import { backIn, backOut, entry, markInside50, rebound } from "./acts";
import type { Lookahead } from "./lookahead";
import { kickIn, stop, turnover } from "./changes";
import { centreBounce } from "./stoppages";
import { fillerTouch } from "./open-play";
import { mopUp } from "./mop-up";
import type { Play } from "./play-state";
import type { Step } from "./plan-chains";
import { rushedBehind, takeShot } from "./shots";

// Plays one quarter's script. Before each step the squad in possession makes some open-play passes:
// its remaining pass capacity (players' possessions and plain disposals not yet used, less what the
// remaining scripted steps are expected to use, learnt as the match goes) spread over its remaining
// open-play weight (Step.seg). The clock is paced so the quarter's last step lands at its real length.
// At the end of the match any card still unplayed is played in a final passage of open play.

export interface Pacing {
  segLeft: [number, number]; // open-play weight still to come, per squad, whole match
  steps: number; // steps still to come, whole match
  used: [number, number]; // capacity used by scripted steps so far
  done: number; // scripted steps done
}

const capacity = (team: PlayerState[]) => {
  let n = 0;
  for (const p of team) n += Math.max(openGains(p.c), plainDisposals(p.c));
  return n;
};

function allocation(pl: Play, pace: Pacing, step: Step): number {
  if (step.seg <= 0) return 0;
  const side = step.poss;
  const rate = (pace.used[side] + 0.5 * 40) / (pace.done + 40); // prior: half a unit a step
  const spare = capacity(pl.team[side]) - rate * pace.steps;
  if (spare <= 0) return 0;
  return Math.min(12, pl.rng.round((spare * step.seg) / Math.max(step.seg, pace.segLeft[side])));
}

export function playQuarter(pl: Play, qi: number, steps: Step[], pace: Pacing, last: boolean): void {
  pl.q = qi;
  pl.qLen = pl.periodSecs[qi];
  pl.clock = 0;
  pl.rot[0].startQuarter(qi);
  pl.rot[1].startQuarter(qi);
  const alloc = new Map<number, number>();
  const allocFor = (j: number) => {
    if (j >= steps.length) return 0;
    if (!alloc.has(j)) alloc.set(j, allocation(pl, pace, steps[j]));
    return alloc.get(j)!;
  };
  const skip = new Set<number>();
  for (let j = 0; j < steps.length; j++) {
    const step = steps[j];
    pace.steps--;
    if (skip.has(j)) {
      const kickSide = needsPlainKick(step);
      if (kickSide !== null) pl.kickNeeds[kickSide]--;
      pace.segLeft[step.poss] -= step.seg;
      continue;
    }
    // Pace the clock: natural seconds a step takes so far (prior 11 s) against the time left.
    // The last quarter keeps its final 25 s for the closing passage (mop-up.ts).
    const perStep = (pl.natural + 11 * 30) / (pace.done + 30);
    const end = pl.qLen - (last ? 25 : 0);
    pl.scale = Math.min(2.5, Math.max(0.3, (end - pl.clock) / (perStep * (steps.length - j))));
    const k = allocFor(j);
    pace.segLeft[step.poss] -= step.seg;
    if (k > 0 && pl.poss !== step.poss) throw new Error("engine: open play for the wrong squad");
    for (let i = 0; i < k; i++) {
      // Before a throw-in the last pass goes towards the side line.
      pl.toWing = i === k - 1 && step.k === "STOP" && step.code === "THROW_IN";
      fillerTouch(pl, step.poss);
      pl.toWing = false;
    }
    const before = [capacity(pl.team[0]), capacity(pl.team[1])];
    const la: Lookahead = {
      next: steps[j + 1],
      next2: steps[j + 2],
      nextAlloc: allocFor(j + 1),
      skipNext: () => skip.add(j + 1),
    };
    if (step.k === "EOQ" && last) mopUp(pl);
    const kickSide = needsPlainKick(step);
    if (kickSide !== null) pl.kickNeeds[kickSide]--;
    perform(pl, step, la, j === 0);
    pace.used[0] += before[0] - capacity(pl.team[0]);
    pace.used[1] += before[1] - capacity(pl.team[1]);
    pace.done++;
  }
  pl.rot[0].endQuarter();
  pl.rot[1].endQuarter();
}

/** The squad whose plain kick a step will use (kick-in, missed shot, rushed behind, mark inside 50). */
export function needsPlainKick(step: Step): Side | null {
  if (step.k === "KICKIN" || step.k === "RUSHED" || step.k === "MARK_IN") return step.side;
  if (step.k === "SHOT" && step.result === "MISS") return step.side;
  return null;
}

function perform(pl: Play, step: Step, la: Lookahead, first: boolean): void {
  switch (step.k) {
    case "CB":
      return centreBounce(pl, step.winner, !first);
    case "STOP":
      return stop(pl, step.code, step.winner);
    case "TURNOVER":
      return turnover(pl);
    case "KICKIN":
      return kickIn(pl, step.side, la);
    case "ENTRY":
      return entry(pl, step.side, la);
    case "REB":
      return rebound(pl, step.side);
    case "BACKOUT":
      return backOut(pl, step.side);
    case "BACKIN":
      return backIn(pl, step.side);
    case "MARK_IN":
      return markInside50(pl, step.side, la);
    case "SHOT":
      return takeShot(pl, step.side, step.result, { next: la.next });
    case "RUSHED":
      return rushedBehind(pl, step.side);
    case "EOQ":
      return endOfQuarter(pl);
  }
}

function endOfQuarter(pl: Play): void {
  pl.ensureChainEvent();
  pl.clock = pl.qLen;
  pl.emit("END_OF_QUARTER", pl.chain ? pl.chain.side : null, null, pl.ball, {});
  pl.endChain("END_OF_QUARTER");
}
