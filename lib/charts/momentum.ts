/** A flow row as momentum needs it. */
export interface FlowRow {
  period: number;
  periodSecs: number;
  value: number;
  squad: { id: number };
}

export interface MomentumBucket {
  period: number;
  /** Seconds into the quarter: [from, to). */
  from: number;
  to: number;
  home: number;
  away: number;
}

export const BUCKET_MINUTES = [2, 3, 4, 5] as const;
export type BucketMinutes = (typeof BUCKET_MINUTES)[number];

/**
 * The flow's rows counted per team in buckets of `minutes` through each quarter, quarter by quarter:
 * how the game swung. Every row lands in exactly one bucket (its quarter, its second), so the buckets
 * add up to the flow; each quarter runs to its last row (quarters differ in length), at least one bucket.
 */
export function momentumBuckets(
  rows: readonly FlowRow[],
  homeId: number,
  minutes: BucketMinutes,
  periods = 4,
): MomentumBucket[] {
  const size = minutes * 60;
  const out: MomentumBucket[] = [];
  for (let period = 1; period <= periods; period++) {
    const inQuarter = rows.filter((r) => r.period === period);
    const last = Math.max(0, ...inQuarter.map((r) => r.periodSecs));
    const count = Math.floor(last / size) + 1;
    const buckets = Array.from({ length: count }, (_, i) => ({
      period,
      from: i * size,
      to: (i + 1) * size,
      home: 0,
      away: 0,
    }));
    for (const r of inQuarter) {
      const b = buckets[Math.floor(Math.max(0, r.periodSecs) / size)];
      if (r.squad.id === homeId) b.home += r.value;
      else b.away += r.value;
    }
    out.push(...buckets);
  }
  return out;
}
