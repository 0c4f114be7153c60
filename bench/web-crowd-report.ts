// The "Crowd" section of BENCHMARKS.md from a crowd benchmark's results (bench/web-crowd.ts).
import { byOperationName } from "./operation-names";
import { CROWD, CROWD_PATHS, CROWD_TARGETS, RENDERED, type CrowdResults } from "./web-crowd-spec";

// ---- the section ----

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));
const mb = (kb: number) => (kb / 1024).toFixed(0);
const yes = (ok: boolean) => (ok ? "yes" : "**no**");
const la = (l?: number[]) => (l ? l.map((x) => x.toFixed(2)).join(" / ") : "–");
const statusList = (s: Record<string, number>) =>
  Object.entries(s)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}: ${int(n)}`)
    .join(", ");
const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

/** Ladder rps / static rps, each the mean of its runs. */
export function ladderRatio(r: CrowdResults): number | undefined {
  const [st, lad] = r.pairs;
  if (!st?.runs.length || !lad?.runs.length) return undefined;
  return mean(lad.runs.map((x) => x.rps)) / mean(st.runs.map((x) => x.rps));
}

export function crowdTables(r: CrowdResults): string {
  const rows: string[] = [];
  const o = r.overall;
  const ratio = ladderRatio(r);
  rows.push("| measure | value | target | met |", "|---|---:|---:|---|");
  if (o) {
    const clean = o.errors === 0 && o.timeouts === 0;
    rows.push(
      `| crowd: errors / timeouts (${CROWD.connections} connections, ${o.seconds} s) | ${o.errors} / ${o.timeouts} | 0 / 0 | ${yes(clean)} |`,
      `| crowd: non-2xx answers | ${int(o.non2xx)} of ${int(o.responses)} | 0 | ${yes(o.non2xx === 0)} |`,
      `| crowd: p99 latency, all paths | ${ms(o.p99)} ms | ≤ ${CROWD_TARGETS.p99Ms} ms | ${yes(o.p99 <= CROWD_TARGETS.p99Ms)} |`,
      `| crowd: requests a second, all paths | ${int(o.rps)} | | |`,
      `| crowd: p50 / p99.9 / max latency | ${ms(o.p50)} / ${ms(o.p999)} / ${ms(o.max)} ms | | |`,
      `| crowd: upstream calls during the crowd | ${r.crowdUpstreamCalls ?? "–"}${r.crowdCallsByOperation && Object.keys(r.crowdCallsByOperation).length ? ` (${statusList(byOperationName(r.crowdCallsByOperation))})` : ""} | | |`,
    );
  } else rows.push("| crowd | not measured (see the errors below) | | |");
  if (r.rssBefore && r.rssAfter)
    rows.push(
      `| resident memory of the server process, before / after the crowd | ${mb(r.rssBefore.kb)} / ${mb(r.rssAfter.kb)} MB | ≤ 600 / ≤ 700 MB (issue 25) | ${yes(r.rssBefore.kb <= 600 * 1024 && r.rssAfter.kb <= 700 * 1024)} |`,
    );
  if (ratio !== undefined)
    rows.push(
      `| ladder rps / static page of the same bytes rps | ${ratio.toFixed(2)} | ≥ ${CROWD_TARGETS.ladderVsStatic} | ${yes(ratio >= CROWD_TARGETS.ladderVsStatic)} |`,
    );
  else rows.push("| ladder / static page | not measured (see the errors below) | | |");
  const m = r.madeUp;
  if (m) {
    const five = m.byKind.reduce(
      (s, k) =>
        s +
        Object.entries(k.statuses)
          .filter(([c]) => !/^[1-4]/.test(c))
          .reduce((t, [, n]) => t + n, 0),
      0,
    );
    rows.push(
      `| ${int(m.requests)} anonymous requests for made-up ids: upstream calls | ${m.upstreamCalls} | ≤ ${CROWD_TARGETS.madeUpCalls} | ${yes(m.upstreamCalls <= CROWD_TARGETS.madeUpCalls)} |`,
      `| made-up ids: answers 5xx or failed | ${five} | 0 | ${yes(five === 0)} |`,
    );
  } else rows.push("| made-up ids | not measured (see the errors below) | | |");

  rows.push(
    "",
    "Per path during the crowd (autocannon instances side by side, the connections split between them):",
    "",
    "| path | connections | body bytes | cache: before / after the crowd | responses | rps | p50 ms | p99 ms | max ms | statuses | errors / timeouts |",
    "|---|---:|---:|---|---:|---:|---:|---:|---:|---|---:|",
  );
  for (const p of r.paths)
    rows.push(
      `| \`${p.path}\` | ${p.connections} | ${int(p.bytes)} | ${p.cache} | ${int(p.responses)} | ${int(p.rps)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(p.max)} | ${statusList(p.statuses)} | ${p.errors} / ${p.timeouts} |`,
    );

  if (r.pairs.length) {
    rows.push(
      "",
      `Each alone, ${CROWD.connections} connections for ${CROWD.pairS} s, back to back in the order static, ladder, ladder, static, then \`${RENDERED}\`:`,
      "",
      "| path | body bytes | rps (each run) | p50 / p99 ms (each run) | non-2xx, errors, timeouts (each run) |",
      "|---|---:|---:|---:|---:|",
    );
    for (const p of r.pairs)
      rows.push(
        `| \`${p.path}\` | ${int(p.bytes)} | ${p.runs.map((x) => int(x.rps)).join(", ")} | ${p.runs.map((x) => `${ms(x.p50)} / ${ms(x.p99)}`).join(", ")} | ${p.runs.map((x) => `${x.non2xx}, ${x.errors}, ${x.timeouts}`).join("; ")} |`,
      );
  }
  if (m) {
    rows.push(
      "",
      `Made-up ids (${int(m.requests)} requests, 20 at a time, ${(m.ms / 1000).toFixed(1)} s; upstream calls by operation: ${Object.keys(m.byOperation).length ? statusList(byOperationName(m.byOperation)) : "none"}):`,
      "",
      "| request | statuses |",
      "|---|---|",
      ...m.byKind.map((k) => `| \`${k.kind}\` | ${statusList(k.statuses)} |`),
    );
    if (m.notIndexable)
      rows.push(
        "",
        "The target was missed, so the bench read what the index of known ids (`lib/app-server/builds/known-ids.ts`)" +
          " reads, through the proxy: every listed season's fixture and squads. The index is kept only" +
          " when every read answers 200; the reads that did not: " +
          (m.notIndexable.length ? m.notIndexable.map((x) => `\`${x}\``).join("; ") : "none") +
          ".",
      );
  }
  if (r.errors.length) rows.push("", "Errors:", "", ...r.errors.map((e) => `- ${e}`));
  return rows.join("\n");
}

export function crowdSection(r: CrowdResults): string {
  const before = r.rssBefore;
  return `## Crowd

Measured by \`npm run bench\` (\`bench/web-crowd.ts\`; \`npx tsx bench/web-crowd.ts\` re-runs only this
section), ${r.date}, in ${r.elapsedS} s. Machine load average (1 / 5 / 15 minutes) when it began:
${la(r.loadAverage)}; at the end of the crowd: ${la(r.loadAverageAfterCrowd)} (${r.cores} cores, shared).

### How it was measured

- The built app as in "Web app" above (\`npm start\` from a private copy of the build, a fresh temporary
  \`DATA_DIR\`, \`SDS_CLIENT_PLAN=unlimited\`, \`BENCH_MODE=1\`), with two differences. The warm-up is on
  (\`WARM_UP=1\`, as \`npm start\` has it; the serving benches turn it off): the crowd meets the app as a
  fresh install is after its start and warm-up, every build it starts kept. And the per-visitor limit
  of new upstream calls is lifted (\`VISITOR_CALLS_BURST=1000000\`, \`VISITOR_CALLS_PER_SEC=1000000\`).
  autocannon is one address (127.0.0.1) and a crowd is many: the warm-up's first views cost more calls
  than the default burst of 40, which a crowd of different addresses would not meet. Cached pages and
  ids known not to exist cost no call, so the limit does not touch what is measured, and with it lifted
  the made-up ids' calls cannot hide behind 429s. Started in ${r.startMs.map((x) => (x / 1000).toFixed(1)).join(" s, then ")} s
  (a first start, to save the ladder's HTML as the static yardstick below, then a restart).
- Paths: ${CROWD_PATHS.map((p) => `\`${p}\``).join(", ")} (season 62 is 2024, completed; 2024216 a
  finished match). Each is fetched twice (warm-up; the second answer's cache header is the "before"
  below); then the warm-up's builds are waited for until kept (its last page, 2025's leaders, names none
  running${r.warmedS === undefined ? "" : r.warmedS === null ? ": **not within 600 s**" : `: ${r.warmedS} s`}), 35 s more for the builds' worker threads to end (30 s idle), and the app is left until it makes no upstream call and uses under a fifth of a core for 3 s
  (its background work: the index of known ids reads every season's fixture and squads)${r.settleS !== undefined ? `: ${r.settleS} s${r.settled ? "" : ", and it was still busy"}` : ""}; the warm-up and that work made
  ${r.warmCalls ?? "–"} upstream calls.
- Resident memory: \`VmRSS\` in \`/proc/<pid>/status\` of the server's process (the node running
  the compiled \`server.ts\`, the largest of the app's process group${before ? `; the whole group, npm and sh with it: ${mb(before.groupKb)} MB before` : ""}),
  after the warm-up and the settling, and straight after the crowd.
- The crowd: ${CROWD.connections} connections for ${CROWD.durationS} s, one autocannon instance a path
  side by side in this process (the connections split evenly), plain GETs with a browser's \`accept\`
  header, no cookie (signed out), no \`accept-encoding\` (identity bodies), request timeout
  ${CROWD.timeoutS} s ("errors" below are the others: refused or reset connections). Latencies are
  every response's, merged across the paths for the overall percentiles (a request that timed out has
  none and is counted as a timeout); rps is the sum of the instances' means of per-second samples. The app used
  ${r.appCpu?.toFixed(2) ?? "–"} cores and the load generator ${r.generatorCpu?.toFixed(2) ?? "–"} of the ${r.cores}.
- Ladder against a static page: the Next build has no prerendered page any more (every page carries a
  per-request CSP nonce, so \`/about\`, the yardstick before, renders on each request), so the yardstick
  is the ladder's own HTML saved as a file in the app's \`public/\` (of the private copy), answered by the
  same server through the same front door and middleware as a static file: the same bytes, served
  without a render. Each path alone with ${CROWD.connections} connections for ${CROWD.pairS} s, back to
  back in both orders; ratio = mean ladder rps / mean static rps. \`${RENDERED}\` (drawn from no data:
  kept as a data-free page, \`DATA_FREE_PAGE_ROUTES\`; until 2026-11-29 it rendered on every request, 114
  a second with 86 requests past 10 s) is measured once for reference.
- Made-up ids: ${CROWD.madeUp} signed-out requests, 20 at a time, a quarter each of \`/matches/<id>\`,
  \`/seasons/<id>/ladder\`, \`/api/sds/matches/<id>/score\` and \`/api/sds/seasons/<id>/fixture\` with
  ids of 7 to 9 digits from a seeded generator (seed ${CROWD.seed}; real ids' ranges left out), after the
  app settled again; upstream calls from \`/api/bench/stats\` before and 1 s after.

### Results

${crowdTables(r)}
`;
}

/**
 * BENCHMARKS.md with its "Crowd" section replaced, or added before "Season aggregates" (after the web
 * app's), or at the end; every other section is kept.
 */
export function withCrowdSection(markdown: string, section: string): string {
  const at = markdown.indexOf("\n## Crowd\n");
  if (at >= 0) {
    const next = markdown.indexOf("\n## ", at + 1);
    return markdown.slice(0, at + 1) + section + (next >= 0 ? `\n${markdown.slice(next + 1)}` : "");
  }
  const before = markdown.indexOf("\n## Season aggregates");
  if (before >= 0) return `${markdown.slice(0, before + 1)}${section}\n${markdown.slice(before + 1)}`;
  return `${markdown.trimEnd()}\n\n${section}`;
}

/** The "Crowd" section as BENCHMARKS.md has it now (for a run that does not measure it), or "". */
export function keptCrowdSection(markdown: string): string {
  const at = markdown.indexOf("\n## Crowd\n");
  if (at < 0) return "";
  const next = markdown.indexOf("\n## ", at + 1);
  return markdown.slice(at + 1, next < 0 ? undefined : next).trimEnd() + "\n";
}
