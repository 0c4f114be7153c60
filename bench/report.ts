import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface OpResult {
  name: string;
  path: string;
  bytes: number;
  target?: number; // minimum service/plain ratio
  plain: Load;
  service: Load;
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  elu: number; // event-loop utilisation of the servers' (main) thread during the load, 0–1
  cpuUsPerAnswer?: number; // CPU time of the servers' thread an answer (Linux's /proc), µs
}

export interface StartResult {
  label: string;
  ms?: number; // createService until ready, in the child
  wallMs?: number; // spawn until the ready line (process start, tsx and module loading included)
  rssMb?: number; // the child's resident memory when ready
  error?: string;
  note?: string;
}

export interface Setup {
  cores: number;
  cpuModel: string;
  node: string;
  date: string;
  connections: number;
  durationS: number;
  rounds: number;
  warmupS: number;
  serviceStartMs: number;
}

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
const rps = (n: number) => Math.round(n).toLocaleString("en-US");
const lat = (l: Load) => `${l.p50} / ${l.p99}`;

export function ratio(op: OpResult): number {
  return op.plain.rps > 0 ? op.service.rps / op.plain.rps : 0;
}

export function opsTable(ops: OpResult[]): string {
  const rows = [
    "| operation | path | body bytes | plain rps | service rps | ratio | plain p50 / p99 ms | service p50 / p99 ms | loop busy plain / service | target | met |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const op of ops) {
    const r = ratio(op);
    const bad = op.service.non2xx + op.service.errors;
    const met = op.target === undefined ? "–" : bad ? "no (errors)" : r >= op.target ? "yes" : "no";
    rows.push(
      `| ${op.name} | \`${op.path}\` | ${op.bytes.toLocaleString("en-US")} | ${rps(op.plain.rps)} | ${rps(op.service.rps)}` +
        ` | ${pct(r)} | ${lat(op.plain)} | ${lat(op.service)} | ${pct(op.plain.elu)} / ${pct(op.service.elu)} | ${op.target === undefined ? "–" : `≥ ${pct(op.target)}`} | ${met} |`,
    );
  }
  const problems = ops.filter((o) => o.service.non2xx || o.service.errors || o.plain.errors);
  for (const o of problems) {
    rows.push(
      `\n${o.name}: service non-2xx ${o.service.non2xx}, service errors ${o.service.errors}, plain errors ${o.plain.errors}`,
    );
  }
  return rows.join("\n");
}

export function startTable(starts: StartResult[], targetMs: number): string {
  const rows = [
    "| start | createService until ready | process spawn until ready | resident memory when ready | target | met |",
    "|---|---:|---:|---:|---:|---|",
  ];
  for (const s of starts) {
    const ms = s.ms === undefined ? `failed: ${s.error ?? "?"}` : `${(s.ms / 1000).toFixed(1)} s`;
    const wall = s.wallMs === undefined ? "–" : `${(s.wallMs / 1000).toFixed(1)} s`;
    const rss = s.rssMb === undefined ? "–" : `${s.rssMb} MB`;
    const met = s.wallMs === undefined ? "no" : s.wallMs <= targetMs ? "yes" : "no";
    rows.push(`| ${s.label} | ${ms} | ${wall} | ${rss} | ≤ ${targetMs / 1000} s | ${met} |`);
  }
  const notes = starts.filter((s) => s.note).map((s) => `- ${s.label}: ${s.note}`);
  return [...rows, ...(notes.length ? ["", ...notes] : [])].join("\n");
}

/** The whole of BENCHMARKS.md: the service's sections, then the web app's (bench/web-report.ts). */
export function markdown(
  setup: Setup,
  ops: OpResult[],
  starts: StartResult[],
  targetMs: number,
  webSection = "",
  appSection = "",
): string {
  return `# Benchmarks: the embedded Sports Data Service and the web app

Written by \`npm run bench\` (\`bench/run.ts\`, then \`bench/web.ts\`); re-run it to refresh this file.

## How it was measured

- Machine: ${setup.cores} cores (\`os.cpus().length\`, ${setup.cpuModel}), Node ${setup.node}, ${setup.date}.
- The service runs in-process (\`tests/helpers/start-service.ts\`: PGlite in memory, the real AFL data,
  unlimited plan; started in ${(setup.serviceStartMs / 1000).toFixed(1)} s) behind plain \`node:http\` on a
  loopback port; requests carry \`Authorization: Bearer <token>\`.
- Yardstick, per operation: the operation's response bytes are fetched once, then a plain \`node:http\`
  server on another loopback port answers every request with exactly those bytes and the service's
  own headers (its version, rate-limit, cache and security headers; Node writes the date and the
  connection's own), and is sent the same request, the token included: the two differ only in the work.
- Load: autocannon ${setup.connections} connections, ${setup.warmupS} s warm-up (discarded), then
  ${setup.durationS} s measured, against the plain server and then the service, ${setup.rounds} times in turn
  (plain, service, plain, …), each side's median run reported: a burst of other load lands on one run of
  one side rather than on the ratio. The load generator runs in an autocannon worker thread; both
  servers share the main thread of one process.
- rps is autocannon's mean of per-second samples; latencies are p50 / p99 in ms (autocannon's whole-ms
  resolution). "Loop busy" is the servers' event-loop utilisation during the load: well under 100% for
  the plain server means the load generator or the shared CPU, not the server, set the pace, and the
  ratio then flatters the service. Ratio = service rps / plain rps (of the median runs); the target is
  0.9 for the small answers (ladders, match details and score: issue 25) and a quarter for the rest.
- The machine is shared and noisy (other jobs run on the same 2 cores): absolute numbers vary by tens of
  percent from run to run, and so can a ratio, since a burst of other load may land on either half of a
  pair (match details measured 63% and then 25% in two back-to-back runs). Compare several runs before
  acting on one ratio.

## Throughput and latency

${opsTable(ops)}
${appSection ? `\n${appSection}` : ""}
## Start-up

A child process (\`bench/first-start.ts\`) calls \`createService\` with \`DATA_DIR\` set to a fresh temporary
directory (PGlite on disk at the default \`<DATA_DIR>/pglite\`), so the first start imports the AFL data;
the warm restart reopens the same directory. "Process spawn until ready" includes Node, tsx and
module loading; the temporary directory is removed afterwards.

${startTable(starts, targetMs)}
${webSection ? `\n${webSection}` : ""}`;
}

/**
 * Replaces (or appends) one section of BENCHMARKS.md, between its `<!-- name:start` and `<!-- name:end -->`
 * markers under `heading`: a section's bench run alone, without running everything else.
 */
export function replaceSection(name: string, heading: string, section: string, before?: string): void {
  const file = path.resolve(import.meta.dirname, "..", "BENCHMARKS.md");
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(`${heading}\n<!-- ${name}:start`);
  const endMark = `<!-- ${name}:end -->\n`;
  const end = text.indexOf(endMark);
  // A section not there yet goes before the heading `before` (where `npm run bench` puts it), else last.
  const at = before === undefined ? -1 : text.indexOf(`\n${before}\n`);
  writeFileSync(
    file,
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + endMark.length)
      : at >= 0
        ? `${text.slice(0, at + 1)}${section}\n${text.slice(at + 1)}`
        : `${text.trimEnd()}\n\n${section}`,
  );
}

/** A section of BENCHMARKS.md as it stands (heading to end marker), for a run that does not measure it again. */
export function keptSection(name: string): string | undefined {
  const text = readFileSync(path.resolve(import.meta.dirname, "..", "BENCHMARKS.md"), "utf8");
  const mark = text.indexOf(`<!-- ${name}:start`);
  const endMark = `<!-- ${name}:end -->\n`;
  const end = text.indexOf(endMark);
  if (mark < 0 || end < mark) return undefined;
  const start = text.lastIndexOf("\n## ", mark) + 1;
  return text.slice(start, end + endMark.length);
}
