// Match time as coaches read it: quarter and clock ("Q3 12:07"), and a single time line across the
// quarters for charts (each quarter as long as it actually ran; quarters run 27–33 minutes).

const pad = (n: number) => String(n).padStart(2, "0");

/** "12:07" from seconds elapsed in the quarter. */
export function formatClock(secs: number): string {
  const s = Math.max(0, Math.round(secs));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** "Q3 12:07"; extra time periods are ET1, ET2. */
export function formatPeriodClock(period: number, secs: number): string {
  return `${periodLabel(period)} ${formatClock(secs)}`;
}

export const periodLabel = (p: number) => (p <= 4 ? `Q${p}` : `ET${p - 4}`);

/**
 * Length of each quarter in seconds: what the match record says, else the last event seen in it, else
 * the nominal 30 minutes. A live quarter is as long as it has run so far.
 */
export function periodLengths(
  recorded: readonly { period: number; periodSecs: number }[],
  events: readonly { period: number; periodSecs: number }[] = [],
  periods = 4,
): number[] {
  const count = Math.max(periods, ...recorded.map((p) => p.period), ...events.map((e) => e.period));
  return Array.from({ length: count }, (_, i) => {
    const rec = recorded.find((p) => p.period === i + 1)?.periodSecs ?? 0;
    const seen = Math.max(0, ...events.filter((e) => e.period === i + 1).map((e) => e.periodSecs));
    return Math.max(rec, seen) || 1800;
  });
}

/** Seconds since the first bounce, quarters laid end to end (breaks left out). */
export function matchSeconds(period: number, secs: number, lengths: readonly number[]): number {
  let t = 0;
  for (let p = 1; p < period; p++) t += lengths[p - 1] ?? 0;
  return t + secs;
}

/** Where each quarter starts on the match time line, and the total. */
export function quarterStarts(lengths: readonly number[]): { starts: number[]; total: number } {
  const starts: number[] = [];
  let t = 0;
  for (const l of lengths) {
    starts.push(t);
    t += l;
  }
  return { starts, total: t };
}
