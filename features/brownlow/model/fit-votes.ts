import { solve } from "@/lib/predict/linear-solve";
import { dot } from "./plackett-luce";
import { realVotes } from "./real-votes";

// Fits the vote model's weights by maximum likelihood of the umpires' 3-2-1 in each match
// (Plackett–Luce, the 3 chosen from everyone, the 2 from the rest, the 1 from the rest again) with a
// small ridge penalty, by Newton's method: the log-likelihood is concave, so it converges from zero in
// a few steps and the same rows always give the same weights.

export interface VoteRow {
  /** The player's features (vote-features.ts, in the order of FEATURE_NAMES). */
  x: readonly number[];
  /** The votes he got (0 for none). */
  votes: number;
}

export interface TrainingMatch {
  season: number;
  matchId: number;
  players: readonly VoteRow[];
}

/** Whether the match's votes are whole: one player each with 3, 2 and 1 (no other votes). */
export const hasWholeVotes = (players: readonly { votes: number | null }[]): boolean =>
  realVotes(players.map((p) => p.votes)) === "whole";

/**
 * The matches a season's weights may be fitted on: other seasons' matches with whole votes. Never the
 * season predicted; `walkForward` keeps only the seasons before it (the bench's honest test).
 */
export function trainingMatches<M extends TrainingMatch>(
  matches: readonly M[],
  predicted: number,
  walkForward: boolean,
): M[] {
  return matches.filter(
    (m) => (walkForward ? m.season < predicted : m.season !== predicted) && hasWholeVotes(m.players),
  );
}

const RIDGE = 1;
const MAX_STEPS = 60;

/** The log-likelihood's gradient and negative Hessian at w (ridge included), and its value. */
function derivatives(w: readonly number[], matches: readonly TrainingMatch[]) {
  const d = w.length;
  const grad = w.map((v) => -RIDGE * v);
  const info = Array.from({ length: d }, (_, i) =>
    Array.from({ length: d }, (_, j) => (i === j ? RIDGE : 0)),
  );
  let value = -0.5 * RIDGE * dot(w, w);
  for (const m of matches) {
    const scores = m.players.map((p) => dot(w, p.x));
    const left = m.players.map(() => true);
    for (const votes of [3, 2, 1]) {
      const chosen = m.players.findIndex((p) => p.votes === votes);
      let top = -Infinity;
      for (let i = 0; i < scores.length; i++) if (left[i]) top = Math.max(top, scores[i]);
      let sum = 0;
      const e = scores.map((s, i) => (left[i] ? Math.exp(s - top) : 0));
      for (const v of e) sum += v;
      const mean = new Array<number>(d).fill(0);
      for (let i = 0; i < e.length; i++) {
        if (e[i] === 0) continue;
        const p = e[i] / sum;
        const x = m.players[i].x;
        for (let a = 0; a < d; a++) {
          mean[a] += p * x[a];
          for (let b = 0; b <= a; b++) info[a][b] += p * x[a] * x[b];
        }
      }
      const xc = m.players[chosen].x;
      for (let a = 0; a < d; a++) {
        grad[a] += xc[a] - mean[a];
        for (let b = 0; b <= a; b++) info[a][b] -= mean[a] * mean[b];
      }
      value += scores[chosen] - top - Math.log(sum);
      left[chosen] = false;
    }
  }
  for (let a = 0; a < d; a++) for (let b = 0; b < a; b++) info[b][a] = info[a][b];
  return { grad, info, value };
}

/** The weights that maximise the penalised likelihood of these matches' votes (whole votes only). */
export function fitVotes(
  matches: readonly TrainingMatch[],
  features: number,
): { weights: number[]; logLik: number } {
  const usable = matches.filter((m) => hasWholeVotes(m.players));
  if (usable.length === 0) throw new Error("No match with whole votes to fit on");
  let w = new Array<number>(features).fill(0);
  for (let step = 0; step < MAX_STEPS; step++) {
    const { grad, info } = derivatives(w, usable);
    const delta = solve(info, grad);
    w = w.map((v, i) => v + delta[i]);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return { weights: w, logLik: derivatives(w, usable).value };
}
