import type { MomentumBucket } from "@/lib/charts/momentum";
import { periodLabel } from "@/lib/charts/match-clock";

export type MomentumDatum = { key: string; period: number; span: string; home: number; away: number };

/**
 * The chart's rows: the away side's count negated so that a sign-stacked bar puts it below the line;
 * `peak` keeps the axis symmetric (at least 1, so an empty match still has an axis); `breaks` are the
 * first buckets of the second and later quarters, `firstOf` each quarter's first bucket by key.
 */
export function momentumData(buckets: readonly MomentumBucket[]) {
  const data: MomentumDatum[] = buckets.map((b) => ({
    key: `${b.period}-${b.from}`,
    period: b.period,
    span: `${periodLabel(b.period)} ${b.from / 60}–${b.to / 60} min`,
    home: b.home,
    away: -b.away,
  }));
  const peak = Math.max(1, ...buckets.map((b) => Math.max(b.home, b.away)));
  const breaks = data.filter((d, i) => i > 0 && d.period !== data[i - 1].period);
  const firstOf = new Map(
    data.filter((d, i) => i === 0 || d.period !== data[i - 1].period).map((d) => [d.key, d]),
  );
  return { data, peak, breaks, firstOf };
}

/** A tick under each quarter's first bucket only (its name); blank under the rest. */
export const quarterTick = (firstOf: ReadonlyMap<string, MomentumDatum>, key: string): string =>
  firstOf.has(key) ? periodLabel(firstOf.get(key)!.period) : "";
