import type { Fixture } from "@/lib/contract";
import type { MatchTip } from "@/lib/predict/match-tip";

/**
 * The tips of the matches a fixture view shows (a round, a team's season, or all), not the season's:
 * every tip sent is serialised into the page for the browser, and a round's view carried the whole
 * season's 216 (the round-3 page grew from 44,865 to 75,701 bytes with them). What the view does not
 * show it does not need: another round is another page, rendered with its own.
 */
export function shownTips(
  tips: Readonly<Record<number, MatchTip>>,
  shown: Fixture,
): Record<number, MatchTip> {
  const out: Record<number, MatchTip> = {};
  for (const phase of shown.phases)
    for (const round of phase.rounds) for (const m of round.matches) if (tips[m.id]) out[m.id] = tips[m.id];
  return out;
}
