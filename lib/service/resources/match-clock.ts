import type { Status } from "@/lib/contract";
import { points, type DatasetMatch, type QuarterScore } from "@/lib/service/model/dataset";

// Breaks between quarters (quarter time, half time, three-quarter time), in seconds of real time.
const BREAKS = [360, 1200, 360];
const PLAY_SECS = 1200; // 20 minutes of play a quarter; the rest is time-on

export interface PeriodTiming {
  period: number;
  startMs: number;
  endMs: number;
  secs: number;
}

export function periodTimings(m: DatasetMatch): PeriodTiming[] {
  let t = Date.parse(m.utcStart);
  return m.periodSecs.map((secs, i) => {
    const p = { period: i + 1, startMs: t, endMs: t + secs * 1000, secs };
    t = p.endMs + (BREAKS[i] ?? 0) * 1000;
    return p;
  });
}

export type Phase = "scheduled" | "live" | "complete";

export interface ClockState {
  phase: Phase;
  period: number; // 0 before the start
  periodSecs: number; // elapsed seconds in the current (or last) period
  periodsDone: number; // quarters finished
}

/** Where a match stands at `nowMs`: before, during (in a quarter or a break) or after. */
export function clockAt(m: DatasetMatch, nowMs: number): ClockState {
  if (m.homeQuarters.length < 4 || nowMs < Date.parse(m.utcStart)) {
    return { phase: "scheduled", period: 0, periodSecs: 0, periodsDone: 0 };
  }
  const ps = periodTimings(m);
  const last = ps[ps.length - 1];
  if (nowMs >= last.endMs)
    return { phase: "complete", period: last.period, periodSecs: last.secs, periodsDone: ps.length };
  let done = 0;
  for (const p of ps) {
    if (nowMs < p.startMs)
      return { phase: "live", period: p.period - 1, periodSecs: ps[p.period - 2].secs, periodsDone: done };
    if (nowMs < p.endMs)
      return {
        phase: "live",
        period: p.period,
        periodSecs: Math.floor((nowMs - p.startMs) / 1000),
        periodsDone: done,
      };
    done++;
  }
  return { phase: "complete", period: last.period, periodSecs: last.secs, periodsDone: ps.length };
}

const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

export function statusOf(m: DatasetMatch, c: ClockState): Status {
  if (c.phase === "scheduled") {
    return {
      id: 1,
      name: "Scheduled",
      code: "SCHEDULED",
      typeId: 1,
      typeName: "Upcoming",
      period: 0,
      periodSecs: 0,
      periodDisplay: "",
      remainingSecs: PLAY_SECS,
      remainingDisplay: "",
      remainingTime: mmss(PLAY_SECS),
    };
  }
  const length = m.periodSecs[c.period - 1] ?? PLAY_SECS;
  const remaining = Math.max(0, PLAY_SECS - Math.round((c.periodSecs * PLAY_SECS) / length));
  const q = `Q${c.period}`;
  if (c.phase === "complete") {
    return {
      id: 3,
      name: "Full Time",
      code: "COMPLETE",
      typeId: 3,
      typeName: "Complete",
      period: c.period,
      periodSecs: c.periodSecs,
      periodDisplay: "FT",
      remainingSecs: 0,
      remainingDisplay: "FT",
      remainingTime: "00:00",
    };
  }
  const inBreak = c.periodsDone >= c.period;
  const breakName = ["Quarter Time", "Half Time", "Three Quarter Time"][c.period - 1] ?? "Break";
  return {
    id: 2,
    name: inBreak ? breakName : "In Progress",
    code: inBreak ? "BREAK" : "LIVE",
    typeId: 2,
    typeName: "Live",
    period: c.period,
    periodSecs: c.periodSecs,
    periodDisplay: inBreak ? breakName : `${q} ${mmss(c.periodSecs)}`,
    remainingSecs: inBreak ? 0 : remaining,
    remainingDisplay: inBreak ? breakName : `${q} ${mmss(remaining)}`,
    remainingTime: mmss(inBreak ? 0 : remaining),
  };
}

/**
 * Cumulative score by quarter as far as the match has gone. In a quarter under way the quarter's own
 * goals and behinds are revealed in proportion to the time played (the event stream refines this later).
 */
export function revealedQuarters(q: QuarterScore[], m: DatasetMatch, c: ClockState): QuarterScore[] {
  if (c.phase === "scheduled") return [];
  if (c.phase === "complete") return q;
  const out = q.slice(0, c.periodsDone);
  if (c.periodsDone < c.period) {
    const prev = out[out.length - 1] ?? { goals: 0, behinds: 0 };
    const full = q[c.period - 1];
    const f = Math.min(1, c.periodSecs / (m.periodSecs[c.period - 1] || 1));
    out.push({
      goals: prev.goals + Math.floor((full.goals - prev.goals) * f),
      behinds: prev.behinds + Math.floor((full.behinds - prev.behinds) * f),
    });
  }
  return out;
}

export { points };
