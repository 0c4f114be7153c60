import type { MetricCode } from "@/lib/data/metrics/glossary";
import type { MatchIndex } from "./match-index";

// A credit is one unit of a metric given to a squad (and usually a player) and located at one event.
// Every filter (period, time, zone) looks only at that event, so a statistic, its time-coded rows
// (E20) and its zone or period splits all come from the same list and always add up.

/** Metric codes plus the components that ratios need but the glossary does not list. */
export type CreditCode = MetricCode | "SHOT_GOAL";

export interface Credit {
  pos: number; // position of the locating event in MatchIndex.events
  trxId: number;
  period: number;
  periodSecs: number;
  squadId: number; // the credited squad
  personId: number | null; // the credited player; null: the squad only
  toSquad: boolean; // false for per-player shares that the squad counts once elsewhere
  value: number;
  zone: number; // logical zone index (ZONE_INDEX) for the credited squad
}

export class CreditBook {
  readonly byCode = new Map<CreditCode, Credit[]>();

  constructor(private readonly ix: MatchIndex) {}

  add(code: CreditCode, pos: number, squadId: number, personId: number | null, value = 1, toSquad = true) {
    const e = this.ix.events[pos];
    const credit: Credit = {
      pos,
      trxId: e.id,
      period: e.period,
      periodSecs: e.periodSecs,
      squadId,
      personId,
      toSquad,
      value,
      zone: this.ix.zoneAt(pos, squadId),
    };
    const list = this.byCode.get(code);
    if (list) list.push(credit);
    else this.byCode.set(code, [credit]);
  }

  /** Credits the event's own player and squad (the squad looked up from the player when missing). */
  addForEvent(code: CreditCode, pos: number, value = 1) {
    const e = this.ix.events[pos];
    const squadId = e.squadId ?? (e.personId !== null ? this.ix.personSquad.get(e.personId) : undefined);
    if (squadId === undefined) return;
    this.add(code, pos, squadId, e.personId, value);
  }

  /** Position of an event by id, or undefined when the engine referenced an event it did not emit. */
  pos(trxId: number | null): number | undefined {
    return trxId === null ? undefined : this.ix.posById.get(trxId);
  }
}
