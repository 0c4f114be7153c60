import type { Transaction } from "@/lib/contract";
import type { OrientedSample } from "@/lib/charts/attack-direction";
import { formatPeriodClock } from "@/lib/charts/match-clock";

// The chain map's data, pure: where each transaction is drawn, the samples its attack directions are
// read from, and what a transaction's mark says (its tooltip's lines and its accessible name).

/** Where each transaction is drawn: at the ground's true ends, or rotated so each side attacks right. */
export const chainPoints = (trx: readonly Transaction[], trueEnds: boolean) =>
  trx.map((t) => (trueEnds ? t.location : t.locationRotated));

/** The transactions of a side, as samples of which way it attacked in which quarter. */
export const chainSamples = (trx: readonly Transaction[]): OrientedSample[] =>
  trx
    .filter((t) => t.squad)
    .map((t) => ({
      squadId: t.squad!.id,
      period: t.period,
      location: t.location,
      locationRotated: t.locationRotated,
    }));

/** A transaction's lines: its number, event and player; its time; where it was, and the zone. */
export const describeTransaction = (t: Transaction, i: number) => [
  `${i + 1}. ${t.name}${t.person ? ` by ${t.person.fullname}` : ""}`,
  formatPeriodClock(t.period, t.periodSecs),
  `At x ${t.locationRotated.x} m, y ${t.locationRotated.y} m (${t.squad?.code ?? ""} attacking right); zone ${t.zoneLogical}`,
];
