"use client";

import type { MatchDetails, MatchScores } from "@/lib/contract";
import type { WormData } from "@/features/match-centre/summary/score-worm-section";
import { DataTable, Td, Th } from "@/components/ui/data-table";
import { percent } from "@/lib/format/chances";
import { chanceLine, currentChance, type MatchOutlook } from "@/lib/predict/match-outlook";
import { chanceStepPath } from "@/lib/charts/step-line";
import type { WinProbabilityPoint } from "@/lib/predict/win-probability";
import { shareOfMatchLabel } from "@/features/match-centre/summary/share-of-match-label";

// The match summary's win probability: a line beside the score, and the chance through the match as
// a line under the worm. The model: lib/predict/win-probability.ts; the about page explains it.

const caption = "text-sm text-slate-600 dark:text-slate-400";

/** "Win probability: Carlton 64%, Sydney 36%", beside the score (before, during and after the match). */
export function WinChance({ match: m, outlook }: { match: MatchDetails; outlook: MatchOutlook | null }) {
  if (!outlook) return null;
  const p = currentChance(outlook, m);
  const when =
    m.status.typeName === "Live"
      ? "now"
      : m.status.typeName === "Complete"
        ? "before the match"
        : "before the bounce";
  const pre =
    m.status.typeName === "Complete"
      ? currentChance(outlook, { ...m, status: { ...m.status, typeName: "Upcoming" } })
      : p;
  return (
    <p className="tabular text-sm" data-testid="win-chance" data-home-chance={p.toFixed(4)}>
      <span className="font-medium">Win probability {when}: </span>
      {m.home.code} {percent(pre)} · {m.away.code} {percent(1 - pre)}
    </p>
  );
}

/** The line as a table, folded away: the share of the match, the margin and the chance at each step. */
function WinProbabilityTable({ line, homeCode }: { line: readonly WinProbabilityPoint[]; homeCode: string }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-sky-800 underline-offset-4 hover:underline dark:text-sky-300">
        Show as table
      </summary>
      <DataTable label="Win probability through the match">
        <thead>
          <tr>
            <Th numeric>Share of match</Th>
            <Th numeric>Margin ({homeCode})</Th>
            <Th numeric>{homeCode} chance</Th>
          </tr>
        </thead>
        <tbody>
          {line.map((pt, i) => (
            <tr key={i} data-testid="win-probability-row">
              <Td numeric>{shareOfMatchLabel(pt.t)}</Td>
              <Td numeric>{pt.margin}</Td>
              <Td numeric>{percent(pt.probability)}</Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </details>
  );
}

/** The home side's chance after every score (or quarter), drawn under the worm, with a table. */
export function WinProbabilityLine({
  match: m,
  score,
  outlook,
  worm,
}: {
  match: MatchDetails;
  score: MatchScores | undefined;
  outlook: MatchOutlook | null;
  worm: WormData | null;
}) {
  if (!outlook || m.status.typeName === "Upcoming") return null;
  const line = chanceLine(outlook, m, score, worm);
  if (line.length < 2) return null;
  const d = chanceStepPath(line); // the chance holds until the next score
  const label = `${m.home.name}'s chance of winning through the match, from ${percent(line[0].probability)} at the bounce to ${percent(line.at(-1)!.probability)}.`;
  return (
    <figure className="space-y-1" data-testid="win-probability-line">
      <figcaption className="font-semibold">Win probability through the match</figcaption>
      <div className="flex gap-2 text-xs">
        <div className="flex h-32 flex-col justify-between text-right" aria-hidden="true">
          <span>{m.home.code} 100%</span>
          <span>50%</span>
          <span>{m.away.code} 100%</span>
        </div>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className="h-32 flex-1 rounded border border-slate-200 dark:border-slate-800"
          role="img"
          aria-label={label}
        >
          <line
            x1="0"
            x2="100"
            y1="50"
            y2="50"
            stroke="var(--chart-axis)"
            strokeDasharray="2 2"
            vectorEffect="non-scaling-stroke"
          />
          {[25, 50, 75].map((q) => (
            <line
              key={q}
              x1={q}
              x2={q}
              y1="0"
              y2="100"
              stroke="var(--chart-grid)"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <path d={d} fill="none" stroke="#0072B2" strokeWidth="2" vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      <p className={caption}>
        Above the middle line {m.home.name} are more likely to win. Thin lines mark the quarters, the dotted
        line an even chance.{" "}
        {worm
          ? "A step at every score."
          : "At each quarter's end (the score-by-score line is drawn from event data for coaches and analysts)."}
      </p>
      <WinProbabilityTable line={line} homeCode={m.home.code} />
    </figure>
  );
}
