"use client";

import dynamic from "next/dynamic";
import { useRef, type ReactNode } from "react";
import { SeasonImageButtons } from "@/components/charts/season-exports";
import type { FinishPoint } from "@/features/history/charts/finish-chart";
import type { MarginPoint } from "@/features/history/charts/h2h-margins-chart";

const drawing = () => <p className="text-sm text-slate-600 dark:text-slate-400">Drawing the chart…</p>;
const FinishChart = dynamic(() => import("@/features/history/charts/finish-chart"), {
  ssr: false,
  loading: drawing,
});
const MarginsChart = dynamic(() => import("@/features/history/charts/h2h-margins-chart"), {
  ssr: false,
  loading: drawing,
});

function Figure({
  title,
  testId,
  stamp,
  children,
  table,
  description,
}: {
  title: string;
  testId: string;
  stamp: string[];
  children: (svgRef: React.RefObject<SVGSVGElement | null>) => ReactNode;
  table: ReactNode;
  description: ReactNode;
}) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  return (
    <figure className="space-y-2" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-semibold">{title}</span>
        <SeasonImageButtons name={title} stamp={() => stamp} svgRef={svgRef} />
      </figcaption>
      <div className="text-sm text-slate-600 dark:text-slate-400">{description}</div>
      {children(svgRef)}
      <details className="text-sm print:hidden">
        <summary className="cursor-pointer text-sky-800 underline-offset-4 hover:underline dark:text-sky-300">
          Show as table
        </summary>
        <div className="mt-2">{table}</div>
      </details>
    </figure>
  );
}

export function FinishFigure({
  points,
  club,
  table,
}: {
  points: FinishPoint[];
  club: string;
  table: ReactNode;
}) {
  const title = `${club}: ladder finish by year`;
  return (
    <Figure
      title={title}
      testId="finish-figure"
      stamp={[title, "Position on the ladder at the end of the home-and-away rounds; larger dots: premiers"]}
      table={table}
      description="Position at the end of the home-and-away rounds (1 at the top); the larger, amber dots are premiership years."
    >
      {(svgRef) => <FinishChart points={points} title={title} svgRef={svgRef} />}
    </Figure>
  );
}

export function MarginsFigure({
  points,
  names,
  table,
}: {
  points: MarginPoint[];
  names: [string, string];
  table: ReactNode;
}) {
  const title = `${names[0]} v ${names[1]}: margins over time`;
  return (
    <Figure
      title={title}
      testId="h2h-margins-figure"
      stamp={[title, `Margin from ${names[0]}'s side, every meeting in order`]}
      table={table}
      description={`Each meeting's margin in order: above the line ${names[0]} won, below ${names[1]}.`}
    >
      {(svgRef) => <MarginsChart points={points} names={names} title={title} svgRef={svgRef} />}
    </Figure>
  );
}
