import type { LadderEntry } from "./ladder-types";
import type { Tally } from "./ladder-tally";

/** num / den rounded to `decimals`, half away from zero; 0 when den is 0. */
export function roundRatio(num: number, den: number, decimals: number): number {
  if (den === 0) return 0;
  const scale = 10 ** decimals;
  const value = Math.round((Math.abs(num) * scale) / Math.abs(den)) / scale;
  return Math.sign(num) * Math.sign(den) * value || 0;
}

/** The last `length` results (W, L, D) in start-time order (then round), newest last; "" for none. */
export function formOf(results: Tally["results"], length: number): string {
  if (!(length > 0)) return "";
  const ordered = [...results].sort((a, b) =>
    a.utcStart < b.utcStart ? -1 : a.utcStart > b.utcStart ? 1 : a.roundNumber - b.roundNumber,
  );
  return ordered
    .slice(-length)
    .map((x) => x.r)
    .join("");
}

/**
 * A squad's entry at `position` with its ladder points: percentage (2 decimals), win share and
 * averages a match played (1 decimal), 0 when nothing was played or conceded, and its form.
 */
export function ladderEntry(
  t: Tally,
  position: number,
  ladderPoints: number,
  formLength: number,
): LadderEntry {
  const margin = t.for - t.against;
  return {
    position,
    id: t.squad.id,
    name: t.squad.name,
    code: t.squad.code,
    ladderPoints,
    ladderPercentage: roundRatio(t.for * 100, t.against, 2),
    matches: {
      played: t.played,
      win: t.win,
      winPct: roundRatio(t.win * 100, t.played, 1),
      draw: t.draw,
      loss: t.loss,
    },
    scores: {
      for: t.for,
      against: t.against,
      margin,
      forAverage: roundRatio(t.for, t.played, 1),
      againstAverage: roundRatio(t.against, t.played, 1),
      marginAverage: roundRatio(margin, t.played, 1),
    },
    form: formOf(t.results, formLength),
  };
}
