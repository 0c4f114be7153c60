import { quarterStarts } from "@/lib/charts/match-clock";
import type { WormPoint } from "@/lib/charts/score-worm";

// The score worm's axes, pure: the quarters along the bottom (their starts, the match's length, each
// quarter's middle for its label) and a margin scale symmetric about level, in steps of 6 points (a
// goal), about four steps each way, at least 12 points either way.

export function wormAxes(points: readonly WormPoint[], lengths: readonly number[]) {
  const { starts, total } = quarterStarts(lengths);
  const peak = Math.max(12, ...points.map((p) => Math.abs(p.margin)));
  const step = Math.ceil(peak / 4 / 6) * 6;
  const bound = Math.ceil(peak / step) * step;
  const yTicks = Array.from({ length: (2 * bound) / step + 1 }, (_, i) => -bound + i * step);
  const mids = lengths.map((len, i) => starts[i] + len / 2);
  return { starts, total, bound, yTicks, mids };
}
