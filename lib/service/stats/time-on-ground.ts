import type { MatchEvents } from "@/lib/service/engine/types";
import type { CompiledFilter } from "./filters";
import { indexMatch } from "./match-index";

// Time on ground from the stints, cut to the filter's periods and time window (the window is time, so
// it is read as the continuous interval [lo, hi] of periodSecs). Zones do not apply: time spent on
// the ground has no place on it. `available` is the playing time the window covers, the denominator of
// TIME_ON_GROUND_PCT.

export interface TimeOnGround {
  secs: Map<number, number>;
  available: number;
}

/** The length of [a0, a1] within [b0, b1] (0 when they do not meet). */
export function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

export function timeOnGround(me: MatchEvents, f: CompiledFilter): TimeOnGround {
  const ix = indexMatch(me);
  const secs = new Map<number, number>();
  for (const st of me.stints) {
    if (!f.periodOk(st.period)) continue;
    const [lo, hi] = f.window(st.period);
    const t = overlap(st.fromSecs, st.toSecs, Math.max(lo, 0), Math.min(hi, ix.periodLength(st.period)));
    if (t > 0) secs.set(st.personId, (secs.get(st.personId) ?? 0) + t);
  }
  let available = 0;
  me.periodSecs.forEach((len, i) => {
    if (!f.periodOk(i + 1)) return;
    const [lo, hi] = f.window(i + 1);
    available += overlap(0, len, lo, hi);
  });
  return { secs, available };
}
