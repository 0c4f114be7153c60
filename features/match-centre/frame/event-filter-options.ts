import type { MatchDetails } from "@/lib/contract";
import type { EventFilters } from "@/lib/queries/match-filters";
import { periodLabel } from "@/lib/charts/match-clock";
import type { FilterOption } from "./filter-select";

// Options of the event views' filters, built from the data shown (only players who appear, only the
// quarters played), and the filters in force described in words for the exports' stamp.

export const periodOptions = (periods: Iterable<number>): FilterOption[] =>
  [...new Set(periods)].sort((a, b) => a - b).map((p) => ({ value: String(p), label: periodLabel(p) }));

export const teamOptions = (m: MatchDetails): FilterOption[] => [
  { value: String(m.home.id), label: m.home.name },
  { value: String(m.away.id), label: m.away.name },
];

/** The same two teams by side, for the views whose filters the service applies (`team=home|away`). */
export const sideOptions = (m: MatchDetails): FilterOption[] => [
  { value: "home", label: m.home.name },
  { value: "away", label: m.away.name },
];

export function playerOptions(
  m: MatchDetails,
  players: readonly { id: number; name: string; squadId: number }[],
): FilterOption[] {
  const unique = new Map(players.map((p) => [p.id, p]));
  return [...unique.values()]
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"))
    .map((p) => ({
      value: String(p.id),
      label: p.name,
      group: p.squadId === m.home.id ? m.home.name : m.away.name,
    }));
}

export function describeEventFilters(
  f: EventFilters,
  m: MatchDetails,
  names: { player?: string; outcome?: string },
  opts: { halfOval?: boolean } = {},
): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  if (f.period !== undefined) out.push({ label: "Period", value: periodLabel(f.period) });
  if (f.team !== undefined)
    out.push({
      label: "Team",
      value: f.team === m.home.id ? m.home.name : f.team === m.away.id ? m.away.name : String(f.team),
    });
  if (f.player !== undefined) out.push({ label: "Player", value: names.player ?? String(f.player) });
  if (f.outcome !== undefined) out.push({ label: "Outcome", value: names.outcome ?? f.outcome });
  // The half oval draws every shot toward the goal it attacked: the orientation does not apply to it.
  if (opts.halfOval) out.push({ label: "Layout", value: "half oval, goal at the top" });
  else
    out.push({
      label: "Orientation",
      value: f.trueEnds ? "true ends by quarter" : "each team attacks right",
    });
  return out;
}
