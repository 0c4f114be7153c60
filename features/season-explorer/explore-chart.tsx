"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { SeasonCsvButton, SeasonImageButtons } from "@/components/charts/season-exports";
import { playerHref } from "@/lib/links";
import type { ExplorePoint } from "./model/explore-points";
import { exploreHeader, exploreRows, perGame } from "./model/explore-words";
import type { ExploreReady } from "./server/explore-page";

// Recharts after the page is interactive; the table below holds the same points.
const Scatter = dynamic(() => import("./charts/explore-scatter"), { ssr: false });

/** Next and previous along the x axis (then y), for the arrow keys. */
const acrossOrder = (points: readonly ExplorePoint[]) =>
  [...points].sort((u, v) => u.x - v.x || u.y - v.y || u.name.localeCompare(v.name));

/**
 * The scatter, its exports and its keyboard path: the figure is one tab stop; the arrows move a single
 * focused point along the x axis (its name on the chart and read out), Enter opens his page.
 */
export function ExploreChart({ page, title }: { page: ExploreReady; title: string }) {
  const router = useRouter();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [at, setAt] = useState<number | null>(null);
  const order = useMemo(() => acrossOrder(page.points), [page.points]);
  const focused = at === null ? null : (order[at] ?? null);
  const name = (code: string) => page.metrics.find((m) => m.code === code)?.name ?? code;
  const xName = name(page.address.x);
  const yName = name(page.address.y);
  const seasonId = page.season.id;
  const open = useCallback(
    (p: ExplorePoint) => router.push(playerHref(p.personId, seasonId)),
    [router, seasonId],
  );
  const onKey = (e: KeyboardEvent) => {
    const last = order.length - 1;
    if (last < 0) return;
    const step: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (e.key in step)
      setAt((i) => Math.min(last, Math.max(0, (i ?? (step[e.key] > 0 ? -1 : last + 1)) + step[e.key])));
    else if (e.key === "Home") setAt(0);
    else if (e.key === "End") setAt(last);
    else if (e.key === "Enter" && focused) open(focused);
    else if (e.key === "Escape") setAt(null);
    else return;
    e.preventDefault();
  };
  const fileName = `${title} · ${page.season.name}`;
  return (
    <figure className="space-y-2" aria-labelledby="explore-chart-title" data-testid="explore-figure">
      <figcaption className="flex flex-wrap items-end justify-between gap-2">
        <span id="explore-chart-title" className="font-semibold" data-testid="explore-chart-title">
          {title}
        </span>
        <span className="inline-flex flex-wrap items-center gap-1">
          <SeasonImageButtons name={fileName} stamp={() => [fileName]} svgRef={svgRef} />
          <SeasonCsvButton
            name={fileName}
            stamp={() => [fileName]}
            header={exploreHeader(xName, yName)}
            rows={() => exploreRows(page.points)}
          />
        </span>
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the points' keys, as the maps' mark walker */}
      <div
        role="group"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- one stop for ~650 points: the arrows move among them
        tabIndex={0}
        aria-label={`${title}: ${page.points.length} players. Arrow keys move from player to player, Enter opens his page.`}
        aria-describedby="explore-focused"
        onKeyDown={onKey}
        onBlur={() => setAt(null)}
        className="rounded-lg focus-visible:outline-2 focus-visible:outline-sky-600"
        data-testid="explore-chart"
      >
        <Scatter
          points={page.points}
          trend={page.trend}
          xName={xName}
          yName={yName}
          title={title}
          focused={focused}
          onOpen={open}
          svgRef={svgRef}
        />
      </div>
      <p id="explore-focused" aria-live="polite" className="min-h-5 text-sm" data-testid="explore-focused">
        {focused
          ? `${focused.name}, ${focused.club}: ${perGame(focused.x)} ${xName.toLowerCase()} and ${perGame(focused.y)} ${yName.toLowerCase()} a game, ${focused.games} games. Enter opens his page.`
          : ""}
      </p>
    </figure>
  );
}
