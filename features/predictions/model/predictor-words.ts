import type { RoundOption } from "@/lib/season/rounds";
import type { SeasonFinals } from "@/lib/season/finals-era";

// The predictor's words, pure: the round an outlook stood at, the stamp its CSV and images carry, the
// finals system and the outlook's status line. Kept here so the heading, the stamp and a test agree.

/** "now", or "after Round 12" (the round's number where the list does not name it). */
export const roundName = (rounds: readonly Pick<RoundOption, "number" | "name">[], n: number | null) =>
  n === null ? "now" : `after ${rounds.find((r) => r.number === n)?.name ?? n}`;

/** The two lines stamped on the ladder's CSV and the chart's images: when, which picks, which run. */
export function outlookStamp(
  seasonId: number,
  stoodAt: string,
  picksKey: string,
  outlook: { simulations: number; seed: number } | null,
): string[] {
  return [
    `Predictor · season ${seasonId} · as it stood ${stoodAt}`,
    `Picks: ${picksKey || "none"} · ${outlook?.simulations ?? 0} simulated seasons, seed ${outlook?.seed ?? ""}`,
  ];
}

/**
 * What happens after the ladder, in the introduction's words: the finals simulated by their system, or
 * (a system not played here) the line the chances are counted against, and the premier once known.
 */
export function finalsWords(finals: SeasonFinals, premierKnown: boolean): string {
  if (finals.format !== null) return `then the finals (${finals.name}).`;
  const premier = premierKnown
    ? "and the premier is the grand final's winner"
    : "with no premiership chances";
  return `The finals (${finals.name}) are not simulated here: the chances are of a place in the top ${finals.teams}, ${premier}.`;
}

/** The outlook's status: simulating, or how many matches are left and how many of them are picked. */
export const outlookStatus = (busy: boolean, remaining: number, picked: number) =>
  busy ? "Simulating the season…" : `${remaining} matches to play, ${picked} picked.`;
