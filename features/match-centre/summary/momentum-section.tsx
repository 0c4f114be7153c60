"use client";

import dynamic from "next/dynamic";
import { memo, useMemo } from "react";
import type { MatchDetails } from "@/lib/contract";
import {
  BUCKET_MINUTES,
  momentumBuckets,
  type BucketMinutes,
  type MomentumBucket,
} from "@/lib/charts/momentum";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { MOMENTUM_HEIGHT } from "@/lib/charts/chart-heights";
import { useFlow } from "@/lib/queries/match-stats";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ExportTable, type Column } from "@/features/match-centre/frame/export-table";
import { periodLabel } from "@/lib/charts/match-clock";
import { FilterBar, FilterSelect } from "@/features/match-centre/frame/filter-select";
import { useUrlState } from "@/components/ui/use-url-state";
import type { ClientLicence } from "@/features/match-centre/frame/licence-note";
import { Loading, QueryError } from "@/components/ui/query-status";

// Recharts with the chart, when it comes near the screen (the last chart of the statistics view).
const DRAWING = "Drawing the momentum…";
const Chart = dynamic(() => import("@/features/match-centre/charts/momentum-chart"), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-600 dark:text-slate-400">{DRAWING}</p>,
});

// What momentum counts (the first is the default), from the flow operation.
const METRICS = [
  { code: "SCORING_SHOT", label: "Scoring shots" },
  { code: "INSIDE_50", label: "Inside 50s" },
  { code: "CLEARANCE", label: "Clearances" },
] as const;
const DEFAULT_MINUTES: BucketMinutes = 3;

/**
 * Momentum: one metric's count per team in 2–5 minute buckets through each quarter, from the
 * time-coded statistics (the transactional tier). Its choices live in the address (mmetric,
 * mbucket) like every other filter of the view.
 */
export function MomentumSection({ match, licence }: { match: MatchDetails; licence?: ClientLicence }) {
  const [params] = useUrlState();
  const metric = METRICS.find((m) => m.code === params.get("mmetric")) ?? METRICS[0];
  const asked = Number(params.get("mbucket"));
  const minutes = (BUCKET_MINUTES as readonly number[]).includes(asked)
    ? (asked as BucketMinutes)
    : DEFAULT_MINUTES;
  const licensed = !licence || licence.tier === "transactional";
  const flow = useFlow(match.id, metric.code, licensed);
  // Counted once per answer and bucket size: another filter of the view (the period, say) re-renders
  // this section, and the memoised figure then skips its chart.
  const transactions = flow.data?.transactions;
  const buckets = useMemo(
    () => (transactions ? momentumBuckets(transactions, match.home.id, minutes) : undefined),
    [transactions, match.home.id, minutes],
  );
  return (
    <section aria-labelledby="momentum-h" className="space-y-2">
      <h2 id="momentum-h" className="text-lg font-semibold">
        Momentum
      </h2>
      {!licensed ? (
        <p
          role="note"
          className="rounded border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950"
        >
          Momentum is drawn from time-coded event data of the data service&apos;s transactional tier; this app
          is licensed for the {licence?.tier} tier.
        </p>
      ) : (
        <>
          <FilterBar label="Momentum choices">
            <FilterSelect
              label="Momentum of"
              name="mmetric"
              options={METRICS.map((m, i) => ({ value: i === 0 ? "" : m.code, label: m.label }))}
            />
            <FilterSelect
              label="Bucket size"
              name="mbucket"
              options={BUCKET_MINUTES.map((n) => ({
                value: n === DEFAULT_MINUTES ? "" : String(n),
                label: `${n} minutes`,
              }))}
            />
          </FilterBar>
          {flow.isPending && <Loading what="the momentum" />}
          {flow.isError && <QueryError error={flow.error} what="the momentum" />}
          {buckets && <MomentumFigure buckets={buckets} match={match} metric={metric} minutes={minutes} />}
        </>
      )}
    </section>
  );
}

const MomentumFigure = memo(function MomentumFigure({
  buckets,
  match,
  metric,
  minutes,
}: {
  buckets: MomentumBucket[];
  match: MatchDetails;
  metric: (typeof METRICS)[number];
  minutes: BucketMinutes;
}) {
  const columns: Column<MomentumBucket>[] = [
    {
      key: "span",
      label: "Minutes",
      text: (b) => `${periodLabel(b.period)} ${b.from / 60}–${b.to / 60}`,
    },
    { key: "home", label: match.home.name, numeric: true, text: (b) => String(b.home) },
    { key: "away", label: match.away.name, numeric: true, text: (b) => String(b.away) },
  ];
  return (
    <ChartFigure
      title={`Momentum: ${metric.label.toLowerCase()} every ${minutes} minutes`}
      part={`momentum-${metric.code.toLowerCase()}-${minutes}min`}
      testId="momentum-figure"
      whenNear={{ minHeight: MOMENTUM_HEIGHT, waiting: DRAWING }}
      description={`${match.home.name} above the line, ${match.away.name} below; each quarter from its first bounce.`}
      chart={(svgRef) => (
        <Chart
          buckets={buckets}
          names={[match.home.name, match.away.name]}
          colours={[HOME_COLOUR, AWAY_COLOUR]}
          what={metric.label}
          svgRef={svgRef}
        />
      )}
      table={
        <ExportTable
          label={`Momentum: ${metric.label.toLowerCase()} every ${minutes} minutes`}
          part={`momentum-${metric.code.toLowerCase()}-${minutes}min`}
          columns={columns}
          rows={buckets}
          rowKey={(b) => `${b.period}-${b.from}`}
          rowTestId="momentum-row"
        />
      }
    />
  );
});
