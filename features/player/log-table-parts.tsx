import type { ReactNode } from "react";
import { Th } from "@/components/ui/data-table";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";

// What the season line and the game log share: a heading with its CSV button beside it, and a column
// head a metric (its short name, the full one on hover).

export function LogTableHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </div>
  );
}

export function MetricHeads({ metrics }: { metrics: readonly LogMetric[] }) {
  return metrics.map((m) => (
    <Th key={m} numeric title={LOG_LABELS[m].name}>
      {LOG_LABELS[m].short}
    </Th>
  ));
}
