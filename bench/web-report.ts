// The web app's section of BENCHMARKS.md: result types and their tables.
import { jsTable } from "./web-js-table";
import { matchSection } from "./web-match-report";
import type { LighthouseRun, PageView, View, WebLoad, WebOp, WebResults } from "./web-types";

export const TARGETS = { hitVsHandler: 0.5, performance: 95, accessibility: 100 };
export const LIGHTHOUSE_TIMES = 3; // runs of each page and preset; the median is reported

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const rps = (n: number) => Math.round(n).toLocaleString("en-US");
const int = (n: number) => n.toLocaleString("en-US");
const yes = (ok: boolean) => (ok ? "yes" : "no");
const ratio = (a: WebLoad, b: WebLoad) => (b.rps > 0 ? a.rps / b.rps : 0);

export function loadTable(ops: WebOp[]): string {
  const rows = [
    "| response | body bytes | plain node rps | Next handler rps | proxy hit rps | hit / Next handler | target | met | hit / plain | Next handler / plain | p50 / p99 ms: plain, handler, proxy | busy: plain, handler, proxy | proxy during load: hits / upstream calls |",
    "|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|",
  ];
  for (const o of ops) {
    const r = ratio(o.proxy, o.handler);
    const bad = o.proxy.non2xx + o.proxy.errors + o.handler.non2xx + o.handler.errors;
    const met = bad ? "no (errors)" : yes(r >= TARGETS.hitVsHandler);
    const lat = [o.plain, o.handler, o.proxy].map((l) => `${l.p50}/${l.p99}`).join(", ");
    const busy = [o.plain, o.handler, o.proxy].map((l) => pct(l.busy)).join(", ");
    rows.push(
      `| ${o.name} \`${o.path}\` | ${int(o.bytes)} | ${rps(o.plain.rps)} | ${rps(o.handler.rps)} | ${rps(o.proxy.rps)}` +
        ` | ${pct(r)} | ≥ ${pct(TARGETS.hitVsHandler)} | ${met} | ${pct(ratio(o.proxy, o.plain))} | ${pct(ratio(o.handler, o.plain))}` +
        ` | ${lat} | ${busy} | ${int(o.proxyHits)} of ${int(o.proxyRequests)} / ${o.proxyUpstreamCalls} |`,
    );
  }
  for (const o of ops) {
    const bad = (["plain", "handler", "proxy"] as const).filter((k) => o[k].non2xx || o[k].errors);
    for (const k of bad) rows.push(`\n${o.name}, ${k}: non-2xx ${o[k].non2xx}, errors ${o[k].errors}`);
  }
  return rows.join("\n");
}

export function viewsTable(views: PageView[]): string {
  const rows = [
    "| page | HTML bytes | cold, alone: data reads / upstream calls | cold, after the pages above: data reads / upstream calls | warm: data reads / upstream calls | ms: alone, after, warm |",
    "|---|---:|---:|---:|---:|---:|",
  ];
  const calls = (v?: View) => (v ? `${v.reads} / ${v.upstreamCalls}` : "not measured");
  const ms = (v?: View) => (v ? String(Math.round(v.ms)) : "–");
  for (const v of views) {
    const statuses = [v.alone, v.sequence, v.warm]
      .filter((x): x is View => x !== undefined)
      .map((x) => x.status);
    const status = statuses.every((s) => s === 200) ? "" : ` (HTTP ${statuses.join("/")})`;
    rows.push(
      `| \`${v.page}\`${status} | ${int(v.sequence.htmlBytes)} | ${calls(v.alone)} | ${calls(v.sequence)} | ${calls(v.warm)}` +
        ` | ${ms(v.alone)}, ${ms(v.sequence)}, ${ms(v.warm)} |`,
    );
  }
  return rows.join("\n");
}

export function lighthouseTable(runs: LighthouseRun[]): string {
  const rows = [
    "| page | preset | performance (median) | every run | target | met | accessibility | target | met | FCP | LCP | TBT | CLS | SI | DOM elements |",
    "|---|---|---:|---:|---:|---|---:|---:|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of runs) {
    if (r.error || !r.metrics) {
      const why = r.error?.startsWith("skipped") ? r.error : `failed: ${r.error ?? "no report"}`;
      rows.push(`| \`${r.page}\` | ${r.preset} | ${why} | | | | | | | | | | | | |`);
      continue;
    }
    const m = r.metrics;
    const perf = r.performance ?? 0;
    const a11y = r.accessibility ?? 0;
    rows.push(
      `| \`${r.page}\` | ${r.preset} | ${perf} | ${(r.scores ?? [perf]).map((x) => x ?? "failed").join(", ")}` +
        ` | ≥ ${TARGETS.performance} | ${yes(perf >= TARGETS.performance)}` +
        ` | ${a11y} | ${TARGETS.accessibility} | ${yes(a11y >= TARGETS.accessibility)}` +
        ` | ${m.fcp} | ${m.lcp} | ${m.tbt} | ${m.cls} | ${m.si} | ${r.domElements === undefined ? "–" : int(r.domElements)} |`,
    );
  }
  return rows.join("\n");
}

function lighthouseNotes(runs: LighthouseRun[]): string {
  const failures = runs.flatMap((r) =>
    (r.failing ?? []).flatMap((f) => [
      `- \`${r.page}\` (${r.preset}): \`${f.id}\`, ${f.title}`,
      ...f.nodes.map(
        (n) =>
          `  - \`${n.selector}\`${n.snippet ? `: \`${n.snippet}\`` : ""}${n.explanation ? `. ${n.explanation}` : ""}`,
      ),
    ]),
  );
  const slow = runs
    .filter((r) => r.performance !== undefined && r.performance < TARGETS.performance)
    .map((r) => {
      const shifts = (r.shifts ?? []).map((s) => `\`${s.selector}\` ${s.score.toFixed(3)}`).join(", ");
      return (
        `- \`${r.page}\` (${r.preset}) ${r.performance}: TBT ${r.metrics?.tbt}, CLS ${r.metrics?.cls}` +
        `${shifts ? ` (elements shifted: ${shifts})` : ""}, main-thread work ${r.mainThread ?? "–"}`
      );
    });
  const warnings = runs.flatMap((r) => (r.warnings ?? []).map((w) => `- \`${r.page}\` (${r.preset}): ${w}`));
  return [
    "Accessibility audits that failed:",
    "",
    ...(failures.length ? failures : ["- none"]),
    "",
    "Runs below the performance target, and what Lighthouse blames:",
    "",
    ...(slow.length ? slow : ["- none"]),
    ...(warnings.length ? ["", "Lighthouse's warnings:", "", ...warnings] : []),
  ].join("\n");
}

export function webSection(w: WebResults): string {
  const start = w.firstStartMs === undefined ? "did not start" : `${(w.firstStartMs / 1000).toFixed(1)} s`;
  const restarts = w.restartMs.length
    ? `; each restart on the same directory ${w.restartMs.map((ms) => (ms / 1000).toFixed(1)).join(", ")} s`
    : "";
  const problems = w.errors.length
    ? `\n**Not measured:**\n\n${w.errors.map((e) => `- ${e}`).join("\n")}\n`
    : "";
  return `## Web app

Measured by the same \`npm run bench\` (\`bench/web.ts\`; \`npx tsx bench/web.ts\` re-runs only this section),
${w.date}, in ${w.elapsedS} s.
${problems}
### How it was measured

- The built app (\`next build\`: ${w.buildS ? `built by this run in ${w.buildS} s` : "the existing `.next` build"})
  runs as in production, \`npm start\` (\`server.ts\`: the embedded service and Next on one port), in its own
  process group, from a private copy of the build (a temporary directory: a copy of \`.next\` and links to
  the rest of the project, so that another \`next build\` in the checkout cannot swap files under it), on a
  fresh temporary \`DATA_DIR\`, a free loopback port, \`SDS_CLIENT_PLAN=unlimited\` and
  \`BENCH_MODE=1\`, which opens the bench-only route \`app/api/bench/[...what]\` (404 otherwise). First start
  (imports the AFL data) until \`/openapi/1.68.0.json\` answered: ${start}${restarts}. The process group is
  stopped at the end and the directory removed.
- Same machine and noise caveats as above: the app, the load generator and the yardstick share 2 cores
  with whatever else runs (1-minute load average ${w.loadAverage.toFixed(1)} when this part began). The Next
  handler and the proxy run the same Next pipeline, so their ratio should sit near 100%; a run that lands
  far from it (either way) caught a burst of other load.

### Proxy cache hits against the same bytes

- Three servers answer the same bytes: plain \`node:http\` in the bench process (\`bench/plain-server.ts\`);
  a Next route handler in the app holding the bytes in memory (\`/api/bench/bytes?path=…\`: fetched once
  through the proxy, then answered from a Buffer with the proxy's headers), the architecture guide's
  yardstick; and the proxy \`/api/sds/…\` itself, its cache filled by one request first.
- autocannon ${w.load.connections} connections, ${w.load.warmupS} s warm-up (discarded), ${w.load.durationS} s measured, all in one run:
  plain first, then an untimed ${w.load.prewarmS} s load on each Next path, then the handler and the proxy, taking turns
  at going first (ladder: handler first; match: proxy first). The load generator runs in an autocannon
  worker thread of the bench process.
- Target: cache hits at least half the Next handler's throughput (the architecture guide). The issue also
  names plain Node bytes; "hit / plain" is that ratio, and "Next handler / plain" shows what the framework
  alone leaves of it. "Busy" is the plain server's event-loop utilisation, and for the app the CPU time of
  its processes (user + system, share of one core, from \`/proc\`; above 100% means GC and other threads).
- The last column reads the proxy's counters (\`/api/bench/stats\`) around its load: every request should
  be a hit and none should reach the service.

${loadTable(w.ops)}

### Upstream calls per page view

- Each page is fetched as plain HTTP (the whole server-rendered HTML stream; the server prefetches the
  page's data while rendering it). "Cold, alone": the first view on an app started for that page alone
  (restarted on the same directory, so the proxy cache is empty; the first page's is the first app's),
  the upstream calls a visitor costs when nothing is cached. "After the pages above": each page's first
  view on the first app, in the table's order, so data shared with an earlier page (the season's lookup)
  is already cached. "Warm": the same page again, straight after. Token requests are not counted.
- "Data reads" are the upstream client's \`get\` calls (after React's per-request dedupe); "upstream calls"
  are HTTP requests to the data service; both from \`/api/bench/stats\`, read before and after each view.
  A warm view may read less than a cold one: the app keeps a season's league and level in memory for
  good (\`lib/app-server/pages/resolve-season.ts\`). A warm view should make no upstream call. Views on restarted
  apps come last in the run and are skipped when its time runs out.

${viewsTable(w.views)}

### First-load JavaScript

- Chromium ${w.chromium} (Playwright, headless), a fresh browser context (empty cache) per page at
  1280×720 (a desktop screen; nothing scrolled), loaded until the network was idle for 500 ms; every
  script response summed: transfer (encoded: the build's scripts are served brotli-compressed at its
  highest quality, \`lib/app-server/static/static-assets.ts\`) and decoded bytes. "After the HTML's own" are scripts
  the HTML does not name (chunks loaded by link prefetching or lazily). Target (the issue on charts):
  at most 200 KiB transferred per page. Recharts is fetched only by the views that draw a Recharts
  chart ("of which Recharts": not loaded on these pages).

${jsTable(w.js)}

### Lighthouse

- Lighthouse ${w.lighthouseVersion} (its CLI), Chromium ${w.chromium} headless, performance and
  accessibility only; the default **mobile** preset (simulated slow 4G, 4× CPU slowdown) and the
  **desktop** preset, with the page's data in the proxy cache (the match page last, on the app restarted
  for its cold view; it is skipped when the run's time runs out). Each page and preset is run up to
  ${LIGHTHOUSE_TIMES} times and the median run reported (its metrics are that run's; "every run" lists
  all scores), because scores move by several points from run to run on this shared machine: the
  simulated throttling scales the CPU time it observes, and other processes lengthen it. Targets:
  performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}.

${lighthouseTable(w.lighthouse)}

${lighthouseNotes(w.lighthouse)}

${matchSection(w)}`;
}

/** The web section's tables alone, for the console. */
export function webTables(w: WebResults): string {
  return [
    loadTable(w.ops),
    viewsTable(w.views),
    jsTable(w.js),
    lighthouseTable(w.lighthouse),
    lighthouseNotes(w.lighthouse),
    matchSection(w),
    ...w.errors.map((e) => `not measured: ${e}`),
  ].join("\n\n");
}
