import type { FinalSpec } from "./finals-bracket";
import type { SeasonInput } from "./season-input";
import { pairKey } from "./season-tables";

// A simulated final's winner. A final already played keeps its real winner; else the margin is drawn
// around the expected one from the ratings as the simulated season left them, at the higher team's
// home ground (the grand final at its own ground), a drawn final settled by a coin.

export function finalWinner(
  input: SeasonInput,
  real: ReadonlyMap<string, number>,
  rng: { next(): number },
  normal: () => number,
) {
  const p = input.rating;
  const region = input.teams.map((t) => t.region);
  return (rating: Float64Array, h: number, a: number, spec: FinalSpec): number => {
    const played = real.get(pairKey(spec.week, h, a));
    if (played !== undefined) return played;
    const venue = spec.neutral ? input.grandFinalRegion : region[h];
    const expected =
      rating[h] -
      rating[a] +
      (spec.neutral ? 0 : p.hga) +
      p.travel * ((region[a] === venue ? 0 : 1) - (region[h] === venue ? 0 : 1));
    const margin = expected + p.sigma * normal();
    return margin > 0 || (margin === 0 && rng.next() < 0.5) ? h : a;
  };
}
