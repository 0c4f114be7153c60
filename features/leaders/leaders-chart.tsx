"use client";

import dynamic from "next/dynamic";
import type { LeaderRow } from "@/lib/season/leaders";
import { CHART_ROWS, leaderBars } from "./model/leader-words";

// Recharts after the page is interactive, as on the statistics view; the table shows the same leaders.
const LeaderBars = dynamic(() => import("@/components/charts/recharts/leader-bars-chart"), { ssr: false });

/** The top ten as bars, titled with the filters in words. */
export function LeadersChart({
  rows,
  words,
  show,
}: {
  rows: readonly LeaderRow[];
  words: readonly string[];
  show: (v: number) => string;
}) {
  return (
    <figure className="space-y-1" aria-labelledby="leaders-chart-title">
      <figcaption id="leaders-chart-title" className="text-sm font-semibold">
        Top {Math.min(CHART_ROWS, rows.length)}: {words.join(" · ")}
      </figcaption>
      {/* The chart's height is held while Recharts loads: nothing below it moves. */}
      <div style={{ minHeight: Math.min(CHART_ROWS, rows.length) * 24 + 8 }}>
        <LeaderBars title={`${words.join(", ")}: the leaders`} bars={leaderBars(rows, show)} />
      </div>
    </figure>
  );
}
