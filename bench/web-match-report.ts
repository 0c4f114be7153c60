// The match centre's part of the "Web app" section: live viewers' upstream calls, filter change to a
// repainted pitch, first-load JavaScript of every match view (issue: the match centre's benchmarks).
import { operationName } from "./operation-names";
import { JS_BUDGET_KIB, jsTable } from "./web-js-table";
import type { ChartBench, LiveBenchResults, MatchResults, PitchBench, Stats } from "./web-types";

const ms = (s: Stats) => `${s.median.toFixed(1)} / ${s.p90.toFixed(1)} / ${s.max.toFixed(1)}`;

export function liveTable(l: LiveBenchResults): string {
  const rows = [
    "| viewers | page | window s | pages live / visible at the end | browser requests to the app | upstream calls | by operation: calls (refresh s, calls a refresh interval) | app CPU |",
    "|---:|---|---:|---:|---:|---:|---|---:|",
  ];
  for (const r of l.runs) {
    const ops = Object.entries(r.upstreamByOperation)
      .map(([op, x]) => `${operationName(op)} ${x.calls} (${x.refreshS} s, ${x.perInterval.toFixed(2)})`)
      .join(", ");
    const who = r.signedInAs ? ` (signed in: ${r.signedInAs})` : " (anonymous)";
    rows.push(
      `| ${r.viewers} | \`${r.page}\`${who} | ${r.windowS} | ${r.livePages} / ${r.visiblePages} | ${r.browserRequests}` +
        ` | ${r.upstreamCalls} | ${ops} | ${r.appCpuShare === undefined ? "–" : `${(r.appCpuShare * 100).toFixed(1)}%`} |`,
    );
  }
  return rows.join("\n");
}

export function pitchTable(p: PitchBench): string {
  const rows = [
    "| map | renderer | marks in the two states | data | changes measured | change → painted ms (median / p90 / max) | change → next frame ms | canvas paint alone ms |",
    "|---|---|---|---|---:|---:|---:|---:|",
  ];
  for (const r of p.runs) {
    rows.push(
      `| ${r.name} | ${r.renderer} | ${r.marks.map((n) => n.toLocaleString("en-US")).join(" / ")}` +
        ` | ${r.padded ? "padded in the browser" : "real"} | ${r.changes} | ${ms(r.toPaintMs)} | ${ms(r.toFrameMs)}` +
        ` | ${r.canvasPaintMs ? ms(r.canvasPaintMs) : "–"} |`,
    );
  }
  return rows.join("\n");
}

export function chartTable(c: ChartBench): string {
  const rows = [
    "| chart | filter | bars in the two states | changes measured | change → repainted ms (median / p90 / max) | change → next frame ms | target (median) | met |",
    "|---|---|---|---:|---:|---:|---:|---|",
  ];
  for (const r of c.runs) {
    const filter = r.name.replace(/^.*\((.*)\)$/, "$1");
    rows.push(
      `| ${r.name.replace(/ \(.*\)$/, "")} | ${filter} | ${r.bars.join(" / ")} | ${r.changes} | ${ms(r.toPaintMs)}` +
        ` | ${ms(r.toFrameMs)} | ≤ ${c.targetMs} | ${r.toPaintMs.median <= c.targetMs ? "yes" : "no"} |`,
    );
  }
  return rows.join("\n");
}

export function matchSection(m: MatchResults): string {
  const live = m.live
    ? `- Match ${m.live.matchId} replayed as live (${m.live.minutesIn} minutes in, \`npm run replay\`'s file);
  the service's max-age for its live data: ${m.live.maxAgeS} s. Every viewer is a real Chromium page (its
  own browser context, background throttling off), opened spread over one refresh interval, then left
  to settle for one more before the window. The pages poll on the wall clock's beat
  (\`lib/queries/live-clock.ts\`), so a crowd's polls fall inside one max-age of each other and the
  proxy asks the service once per refresh interval and operation. Target (the issue): once per
  refresh interval, however many watch. "Calls a refresh interval" is calls ÷ (window ÷ refresh).

${liveTable(m.live)}`
    : "Not measured in this run (its time ran out or it failed: see below).";
  const pitch = m.pitch
    ? `- Signed in as the demo coach, match ${m.pitch.matchId}, 1280×1000 viewport. The Team select
  alternates between both teams and the away team; each change is timed in the page from just before
  the change to the pitch painted (the canvas's \`data-drawn-at\`, or the SVG committed) and to the next
  animation frame. The map of every transaction of a real match has at most ~2,000 marks (1,931 for this
  one), so a second run pads the transactions in the browser with copies of real transactions, moved by up to 2 m, to
  reach 2,500; the SVG shot map is the comparison. Beyond 600 marks the pitch paints on a canvas.
  "Canvas paint alone" is the paint without React's re-render of the rest of the view (the team filter
  also re-filters the chain timeline and the chains table). No target is set.

${pitchTable(m.pitch)}`
    : "Not measured in this run (its time ran out or it failed: see below).";
  const charts = m.charts
    ? `- Signed in as the demo coach, match ${m.charts.matchId}, 1280×1000 viewport, on the statistics view:
  the team comparison follows the Period select (the squad statistics asked again for the period) and momentum its
  "Momentum of" select (the time-coded statistics' transactions counted again in the browser). Each select alternates
  between two values; after four warm-up changes both answers are in the browser's query cache, so
  what is timed is the app's own work: from just before the change to the first commit after which the
  chart's bars differ from before (a MutationObserver; the chart's bars' geometry compared), and to the
  next animation frame. Target (the issue): median ≤ ${m.charts.targetMs} ms.

${chartTable(m.charts)}`
    : "Not measured in this run (its time ran out or it failed: see below).";
  return `### Live match: upstream calls for many viewers

${live}

### Filter change to an updated pitch

${pitch}

### Filter change to a repainted chart (Recharts)

${charts}

### First-load JavaScript of every match view

- As above (1280×720, nothing scrolled), signed in as a demo coach (the event-level views show anyone
  else a sign-in page). Recharts is a chunk of its own (\`next/dynamic\`), fetched when a Recharts
  chart first renders: the charts below the fold (the summary's score worm, the statistics view's
  comparison and momentum, the rotations' minutes by quarter) render when they come within half a
  screen of the viewport (\`features/match-centre/charts/near-view.tsx\`), so a view's first load carries Recharts
  only when its first screen draws one (the statistics view's leader bars). "Of which Recharts" is the
  chunk holding a class name only Recharts uses (its core; a chart's own parts, such as the bars and
  d3-scale, come in further chunks of ~23 KiB). Target (the issue): at most ${JS_BUDGET_KIB} KiB of
  JavaScript transferred per page, Recharts included.

${m.matchJs.length ? jsTable(m.matchJs) : "Not measured in this run."}
`;
}
