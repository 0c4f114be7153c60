import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode } from "@/lib/service/metrics/glossary";
import type { CreditCode } from "./credit";
import { matchCredits } from "./credits";
import { compileFilter, type CompiledFilter, type StatFilter } from "./filters";
import { METRIC_RULES } from "./metric-rules";
import { timeOnGround, type TimeOnGround } from "./time-on-ground";

// Values of metrics under one filter, per player and per squad, with each component computed once.
// A player or squad with no credits has 0; a metric that cannot be computed here is null.

/** Match totals the events cannot give (BROWNLOW_VOTES, PLAYER_RATING): personId -> code -> value. */
export type SuppliedTotals = ReadonlyMap<number, Readonly<Partial<Record<string, number>>>>;

export interface MetricValues {
  byPerson: Map<number, number>;
  bySquad: Map<number, number> | null; // null: the metric has no squad value (time on ground, votes)
}

export interface ComputeOptions {
  /** Read zones from this squad's side for every credit (PhysicalDiff); default: each credit's own side. */
  view?: number | null;
  totals?: SuppliedTotals;
}

/** A ratio metric's value from its two components: 0 where the denominator is (cell-values.ts too). */
export const ratioValue = (n: number, d: number, scale: number) => (d === 0 ? 0 : (n / d) * scale);

export class MetricComputer {
  readonly filter: CompiledFilter;
  private readonly memo = new Map<CreditCode, MetricValues | null>();
  private tog: TimeOnGround | undefined;

  constructor(
    private readonly me: MatchEvents,
    filter: StatFilter,
    private readonly opts: ComputeOptions = {},
  ) {
    this.filter = compileFilter(me, filter);
  }

  values(code: CreditCode): MetricValues | null {
    if (!this.memo.has(code)) this.memo.set(code, this.compute(code));
    return this.memo.get(code)!;
  }

  player(code: MetricCode, personId: number): number | null {
    const v = this.values(code);
    return v ? (v.byPerson.get(personId) ?? 0) : null;
  }

  squad(code: MetricCode, squadId: number): number | null {
    const v = this.values(code)?.bySquad;
    return v ? (v.get(squadId) ?? 0) : null;
  }

  private compute(code: CreditCode): MetricValues | null {
    const rule = code === "SHOT_GOAL" ? ({ kind: "credits" } as const) : METRIC_RULES[code];
    switch (rule.kind) {
      case "credits":
        return this.sum(code);
      case "ratio": {
        const num = this.values(rule.num)!;
        const den = this.values(rule.den)!;
        const ratio = (n: Map<number, number>, d: Map<number, number>) => {
          const out = new Map<number, number>();
          for (const [k, dv] of d) out.set(k, ratioValue(n.get(k) ?? 0, dv, rule.scale));
          return out;
        };
        return { byPerson: ratio(num.byPerson, den.byPerson), bySquad: ratio(num.bySquad!, den.bySquad!) };
      }
      case "timeOnGround": {
        const tog = (this.tog ??= timeOnGround(this.me, this.filter));
        if (!rule.pct) return { byPerson: tog.secs, bySquad: null };
        const share = new Map(
          [...tog.secs].map(([p, s]) => [p, tog.available ? (s / tog.available) * 100 : 0]),
        );
        return { byPerson: share, bySquad: null };
      }
      case "supplied":
        return this.supplied(code);
      case "none":
        return null;
    }
  }

  private sum(code: CreditCode): MetricValues {
    const byPerson = new Map<number, number>();
    const bySquad = new Map<number, number>();
    const view = this.opts.view ?? null;
    for (const c of matchCredits(this.me).of(code)) {
      if (!this.filter.accepts(c, view)) continue;
      if (c.personId !== null) byPerson.set(c.personId, (byPerson.get(c.personId) ?? 0) + c.value);
      if (c.toSquad) bySquad.set(c.squadId, (bySquad.get(c.squadId) ?? 0) + c.value);
    }
    return { byPerson, bySquad };
  }

  /** A supplied match total is whole-match only: it is omitted when the filter cuts the match. */
  private supplied(code: CreditCode): MetricValues | null {
    const totals = this.opts.totals;
    if (!totals || this.filter.narrows) return null;
    const byPerson = new Map<number, number>();
    for (const [p, row] of totals) {
      const v = row[code];
      if (v !== undefined) byPerson.set(p, v);
    }
    return byPerson.size ? { byPerson, bySquad: null } : null;
  }
}
