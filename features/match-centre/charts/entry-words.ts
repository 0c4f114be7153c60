import type { Entry } from "@/lib/contract";
import type { OrientedSample } from "@/lib/charts/attack-direction";
import { entryKind } from "@/lib/charts/entry-marks";
import { formatPeriodClock } from "@/lib/charts/match-clock";
import { ENTRY_OUTCOMES } from "@/lib/charts/palette";
import { describeCode } from "@/lib/charts/shot-marks";

// The inside-50 map's data, pure: what an entry's outcome is called, what its mark says, where it is
// drawn (launch and landing, at the true ends or rotated, in the map's y-down units) and which way each
// side attacked.

export const outcomeLabel = (code: string) =>
  ENTRY_OUTCOMES.find((o) => o.code === code)?.label ?? describeCode(code);

/** An entry's lines: who, when, how, from and to, the pressure and the chain's source, the outcome. */
export function describeEntry(e: Entry): string[] {
  const k = e.details.kick;
  return [
    `${e.player.fullname} (${e.squad.name})`,
    formatPeriodClock(e.period, e.periodSecs),
    `${entryKind(e).label}, ${describeCode(k.intent).toLowerCase()}, ${describeCode(k.direction).toLowerCase()}`,
    `From ${Math.round(k.launchDistanceToGoal)} m out to ${Math.round(k.resultDistanceToGoal)} m out`,
    `Pressure: ${k.pressure.name}; chain from ${e.details.source.name.toLowerCase()}`,
    `Outcome: ${outcomeLabel(e.details.result.outcome)}`,
  ];
}

/** Where an entry was launched, as drawn (y down). */
export function entryLaunch(e: Entry, trueEnds: boolean) {
  const from = trueEnds ? e.details.kick.launchLocation : e.details.kick.launchLocationRotated;
  return { x: from.x, y: -from.y };
}

/** Where an entry landed (the arrow's head), as drawn: the density layer counts these. */
export function entryLanding(e: Entry, trueEnds: boolean) {
  const to = trueEnds ? e.details.kick.resultLocation : e.details.kick.resultLocationRotated;
  return { x: to.x, y: -to.y };
}

/** The entries' launches, as samples of which way each side attacked in which quarter. */
export const entrySamples = (entries: readonly Entry[]): OrientedSample[] =>
  entries.map((e) => ({
    squadId: e.squad.id,
    period: e.period,
    location: e.details.kick.launchLocation,
    locationRotated: e.details.kick.launchLocationRotated,
  }));
