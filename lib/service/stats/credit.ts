import type { MetricCode } from "@/lib/service/metrics/glossary";
import type { MatchIndex } from "./match-index";

// A credit is one unit of a metric given to a squad (and usually a player) and located at one event.
// Every filter (period, time, zone) looks only at that event, so a statistic, its time-coded rows
// and its zone or period splits all come from the same list and always add up.

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

  /** The credit list of `code`, created on first use. */
  list(code: CreditCode): Credit[] {
    let list = this.byCode.get(code);
    if (!list) this.byCode.set(code, (list = []));
    return list;
  }

  add(code: CreditCode, pos: number, squadId: number, personId: number | null, value = 1, toSquad = true) {
    const e = this.ix.events[pos];
    this.list(code).push({
      pos,
      trxId: e.id,
      period: e.period,
      periodSecs: e.periodSecs,
      squadId,
      personId,
      toSquad,
      value,
      zone: this.ix.zoneAt(pos, squadId),
    });
  }

  /** Credits the event's own player and squad (the squad looked up from the player when missing). */
  addForEvent(code: CreditCode, pos: number, value = 1) {
    const squadId = this.squadOf(pos);
    if (squadId !== undefined) this.add(code, pos, squadId, this.ix.events[pos].personId, value);
  }

  /** The event's squad, or its player's when the event names none. */
  squadOf(pos: number): number | undefined {
    const e = this.ix.events[pos];
    return e.squadId ?? (e.personId !== null ? this.ix.personSquad.get(e.personId) : undefined);
  }

  /** Position of an event by id, or undefined when the engine referenced an event it did not emit. */
  pos(trxId: number | null): number | undefined {
    return trxId === null ? undefined : this.ix.posById.get(trxId);
  }
}
