import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode } from "@/lib/service/metrics/glossary";
import type { CreditCode } from "./credit";
import { matchCredits } from "./credits";
import { indexMatch } from "./match-index";
import { ratioValue, type SuppliedTotals } from "./metric-compute";
import { METRIC_RULES } from "./metric-rules";
import { overlap } from "./time-on-ground";
import { ZONES } from "./zones";

// Every player's value of a metric for the whole match and for each quarter × zone cell, from ONE pass
// over the metric's credits (issue 25: a season build asks a completed match's player statistics
// whole and in each of its 24 cells, lib/season/match-splits.ts). MetricComputer counts one filter at
// a time, a pass over every metric's credits for each of the 25 filters.
//
// The same numbers to the last bit as MetricComputer's for each of those filters: a credit is in
// exactly one (period, zone) cell (zones.ts), and each slot adds its credits in the list's order,
// starting from 0, as MetricComputer's sum does for the filter of that cell; ratios divide the same
// sums the same way; time on ground is cut by period only (time-on-ground.ts: zones do not apply),
// stint by stint in the same order; supplied totals are whole-match only. tests/service/
// stats-worker.test.ts holds the bytes of a round's answers to the slow path's. Other filters (a time
// window, several periods or zones) are MetricComputer's (cell-payload.ts decides).

/** Which part of the match: the whole of it, or one quarter's zone (period from 1, zone ZONE_INDEX). */
export type Cell = null | { period: number; zone: number };

const Z = ZONES.length;

/** One row per player (the roster's order), by slot: 0 the whole match, then each (period, zone). */
type Slots = Float64Array[];

export class CellValues {
  /** The highest period the match has (its events' and its periods' lengths). */
  readonly periods: number;
  private readonly row: Map<number, number>;
  private readonly memo = new Map<CreditCode, Slots | null>();
  private togSlots: { secs: Slots; available: number[] } | undefined;

  constructor(
    private readonly me: MatchEvents,
    personIds: readonly number[],
    private readonly totals?: SuppliedTotals,
  ) {
    this.row = new Map(personIds.map((id, i) => [id, i]));
    let periods = me.periodSecs.length;
    for (const e of indexMatch(me).events) if (e.period > periods) periods = e.period;
    this.periods = periods;
  }

  /** The slot of a cell: 0 for the whole match, else 1 + its (period, zone) index. */
  private slot(cell: Cell): number {
    return cell === null ? 0 : 1 + (cell.period - 1) * Z + cell.zone;
  }

  /** Each player's value in the cell (by roster row), or null when the metric has none there. */
  values(code: MetricCode, cell: Cell): Float64Array | null {
    if (cell !== null && (cell.period < 1 || cell.period > this.periods || cell.zone < 0 || cell.zone >= Z))
      throw new RangeError(`No cell for period ${cell.period}, zone ${cell.zone}`);
    const rule = METRIC_RULES[code];
    if (rule.kind === "timeOnGround") return this.timeOnGround(rule.pct, cell);
    if (rule.kind === "supplied") return cell === null ? this.supplied(code) : null;
    const slots = this.slotsOf(code);
    return slots && slots[this.slot(cell)];
  }

  private slotsOf(code: CreditCode): Slots | null {
    if (!this.memo.has(code)) this.memo.set(code, this.compute(code));
    return this.memo.get(code)!;
  }

  private blank(): Slots {
    const n = this.row.size;
    return Array.from({ length: 1 + this.periods * Z }, () => new Float64Array(n));
  }

  private compute(code: CreditCode): Slots | null {
    const rule = code === "SHOT_GOAL" ? ({ kind: "credits" } as const) : METRIC_RULES[code];
    if (rule.kind === "credits") return this.sum(code);
    if (rule.kind !== "ratio") return null; // time on ground and supplied totals are not slotted
    const num = this.slotsOf(rule.num)!;
    const den = this.slotsOf(rule.den)!;
    const out = this.blank();
    for (let s = 0; s < out.length; s++)
      for (let i = 0; i < out[s].length; i++) {
        out[s][i] = ratioValue(num[s][i], den[s][i], rule.scale);
      }
    return out;
  }

  private sum(code: CreditCode): Slots {
    const out = this.blank();
    const whole = out[0];
    for (const c of matchCredits(this.me).of(code)) {
      const i = c.personId === null ? undefined : this.row.get(c.personId);
      if (i === undefined) continue;
      whole[i] += c.value;
      // Every credit's period is one of the match's (1 to `periods`); the guard keeps a malformed one
      // in the whole match, as MetricComputer counts it, and out of every cell.
      if (c.period >= 1 && c.period <= this.periods) out[1 + (c.period - 1) * Z + c.zone][i] += c.value;
    }
    return out;
  }

  /** Seconds on the ground (or their share of the time played) by slot of period: zones do not apply. */
  private timeOnGround(pct: boolean, cell: Cell): Float64Array {
    const tog = (this.togSlots ??= this.stints());
    const p = cell === null ? 0 : cell.period;
    const secs = tog.secs[p];
    if (!pct) return secs;
    const available = tog.available[p];
    return secs.map((s) => (available ? (s / available) * 100 : 0));
  }

  private stints() {
    const ix = indexMatch(this.me);
    const secs: Slots = Array.from({ length: 1 + this.periods }, () => new Float64Array(this.row.size));
    for (const st of this.me.stints) {
      const i = this.row.get(st.personId);
      if (i === undefined) continue;
      const t = overlap(st.fromSecs, st.toSecs, 0, ix.periodLength(st.period));
      if (t > 0) {
        secs[0][i] += t;
        if (st.period >= 1 && st.period <= this.periods) secs[st.period][i] += t;
      }
    }
    const available = Array.from({ length: 1 + this.periods }, () => 0);
    this.me.periodSecs.forEach((len, k) => {
      available[0] += Math.max(0, len);
      available[k + 1] += Math.max(0, len);
    });
    return { secs, available };
  }

  /** A supplied match total (Brownlow votes): null when no player has one. */
  private supplied(code: CreditCode): Float64Array | null {
    if (!this.totals) return null;
    const out = new Float64Array(this.row.size);
    let any = false;
    for (const [p, row] of this.totals) {
      const v = row[code];
      if (v === undefined) continue;
      any = true;
      const i = this.row.get(p);
      if (i !== undefined) out[i] = v;
    }
    return any ? out : null;
  }
}
