import type { DatasetMatch, QuarterScore } from "../model/dataset";
import type { Rng } from "@/lib/random/prng";

// Each squad's own score in each quarter, from the CUMULATIVE quarter-end scores of matches.csv, with
// its behinds split between players and rushed behinds.
//
// Rule (documented quirk handling): the source credits no player with rushed behinds, so a squad's
// rushed behinds are its behinds minus the sum of its players' behinds (never negative in 2023–2025).
// Which of the squad's behinds were rushed is not recorded: the engine picks them at random among the
// squad's behinds of the match, so each quarter keeps its real behind count. Which PLAYER kicks each
// goal or behind is decided during play, among that squad's players still holding one (weighted by
// how much of their time on the ground is left), so every player ends with his real total.

export interface QuarterPlan {
  goals: [number[], number[]]; // [side][quarter 0..3]
  behinds: [number[], number[]]; // behinds credited to players
  rushed: [number[], number[]];
}

function ownQuarters(cumulative: QuarterScore[], what: string): QuarterScore[] {
  if (cumulative.length !== 4)
    throw new Error(`engine: ${what} has ${cumulative.length} quarter scores, not 4`);
  return cumulative.map((q, i) => {
    const prev = i === 0 ? { goals: 0, behinds: 0 } : cumulative[i - 1];
    const own = { goals: q.goals - prev.goals, behinds: q.behinds - prev.behinds };
    if (own.goals < 0 || own.behinds < 0) throw new Error(`engine: ${what} quarter ${i + 1} score goes down`);
    return own;
  });
}

export function allocateScores(rng: Rng, match: DatasetMatch, playerBehinds: [number, number]): QuarterPlan {
  const plan: QuarterPlan = { goals: [[], []], behinds: [[], []], rushed: [[], []] };
  for (const side of [0, 1] as const) {
    const what = `match ${match.id} ${side === 0 ? "home" : "away"}`;
    const own = ownQuarters(side === 0 ? match.homeQuarters : match.awayQuarters, what);
    const total = own.reduce((a, q) => a + q.behinds, 0);
    const rushed = total - playerBehinds[side];
    if (rushed < 0) {
      throw new Error(
        `engine: ${what}: players' behinds (${playerBehinds[side]}) exceed the squad's (${total})`,
      );
    }
    // One slot per behind, labelled with its quarter; the first `rushed` of a shuffle are rushed.
    const slots = rng.shuffle(own.flatMap((q, i) => Array<number>(q.behinds).fill(i)));
    const r = [0, 0, 0, 0];
    for (let i = 0; i < rushed; i++) r[slots[i]]++;
    plan.goals[side] = own.map((q) => q.goals);
    plan.rushed[side] = r;
    plan.behinds[side] = own.map((q, i) => q.behinds - r[i]);
  }
  return plan;
}
