import { describe, expect, it } from "vitest";
import { Rng } from "@/lib/random/prng";
import { fitVotes, hasWholeVotes, trainingMatches, type TrainingMatch } from "./fit-votes";
import { dot, firstChoice } from "./plackett-luce";

// Matches drawn from a known model (seeded): the fit must find its weights again.
function simulated(weights: number[], count: number, seed: number): TrainingMatch[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, (_, id) => {
    const xs = Array.from({ length: 30 }, () => [rng.int(0, 30), rng.int(0, 3), rng.chance(0.5) ? 1 : 0]);
    const left = xs.map((_, i) => i);
    const votes = xs.map(() => 0);
    for (const v of [3, 2, 1]) {
      const p = firstChoice(left.map((i) => dot(weights, xs[i])));
      let u = rng.next();
      let k = 0;
      while (k < p.length - 1 && (u -= p[k]) > 0) k++;
      votes[left[k]] = v;
      left.splice(k, 1);
    }
    return { season: 2020 + (id % 3), matchId: id, players: xs.map((x, i) => ({ x, votes: votes[i] })) };
  });
}

describe("the Brownlow fit", () => {
  it("recovers the weights of the model the votes were drawn from", () => {
    const truth = [0.2, 0.9, 0.6];
    const { weights } = fitVotes(simulated(truth, 1500, 7), 3);
    weights.forEach((w, i) => expect(w).toBeCloseTo(truth[i], 1));
  });

  it("is deterministic and stops at the likelihood's maximum", () => {
    const data = simulated([0.2, 0.9, 0.6], 200, 3);
    const a = fitVotes(data, 3);
    expect(fitVotes(data, 3)).toEqual(a);
    for (const nudge of [0.01, -0.01])
      for (let i = 0; i < 3; i++) {
        const w = a.weights.map((v, j) => (j === i ? v + nudge : v));
        // Not the maximum elsewhere: the penalised log-likelihood there is lower.
        expect(fitVotes(data, 3).logLik).toBeGreaterThan(logLikAt(w, data));
      }
  });

  it("trains on other seasons' whole votes only, and walk-forward on earlier ones", () => {
    const data = simulated([0.2, 0.9, 0.6], 30, 1);
    data[0].players.find((p) => p.votes === 3)!.votes = 0; // a match with a vote missing (2025 has some): not a row to fit on
    expect(hasWholeVotes(data[0].players)).toBe(false);
    const other = trainingMatches(data, 2021, false);
    expect(other.every((m) => m.season !== 2021 && hasWholeVotes(m.players))).toBe(true);
    expect(new Set(other.map((m) => m.season))).toEqual(new Set([2020, 2022]));
    expect(new Set(trainingMatches(data, 2021, true).map((m) => m.season))).toEqual(new Set([2020]));
  });
});

function logLikAt(w: number[], data: TrainingMatch[]): number {
  let value = -0.5 * dot(w, w);
  for (const m of data) {
    const left = m.players.map((_, i) => i);
    for (const v of [3, 2, 1]) {
      const k = left.findIndex((i) => m.players[i].votes === v);
      value += Math.log(firstChoice(left.map((i) => dot(w, m.players[i].x)))[k]);
      left.splice(k, 1);
    }
  }
  return value;
}
