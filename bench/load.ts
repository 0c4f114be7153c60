import autocannon from "autocannon";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { RunningService } from "@/tests/helpers/start-service";
import { startPlainServer } from "./plain-server";
import type { Load, OpResult } from "./report";

// The service benchmarks' load: autocannon, 10 connections, 1 s of warm-up (discarded), 3 s measured.
export const CONNECTIONS = 10;
export const DURATION_S = 3;
export const WARMUP_S = 1;

/** The run of median rps among several. */
export const medianRun = (runs: Load[]) =>
  [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];

/**
 * CPU time this process's main thread (the servers') has used, in ms, from /proc (Linux; undefined
 * elsewhere): unlike the loop's busy time, it leaves out the time the thread waited for a core, which
 * on a shared 2-core machine was most of the difference between two runs.
 */
function mainThreadCpuMs(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime + stime
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100; // USER_HZ: 100 on Linux

/** One load of `url`: rps, latencies, and the loop's busy share and CPU time of this (the servers') thread. */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  warmup = true,
  durationS = DURATION_S,
): Promise<Load> {
  // The load generator on its own thread (workers: 1), not competing with the servers' event loop.
  const run = (duration: number) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration, workers: 1 });
  if (warmup) await run(WARMUP_S); // discarded, and outside the loop's and the CPU's measures below
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = mainThreadCpuMs();
  const r = await run(durationS);
  const cpu1 = mainThreadCpuMs();
  return {
    elu: performance.eventLoopUtilization(elu0).utilization,
    cpuUsPerAnswer:
      cpu0 === undefined || cpu1 === undefined ? undefined : ((cpu1 - cpu0) * 1000) / r.requests.total,
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

/**
 * One operation against plain Node sending the same bytes (bench/plain-server.ts): the two loaded in
 * turn `rounds` times, each side's median run kept, so a burst of other load on the shared machine
 * lands on one run of one side rather than on the ratio.
 */
export async function againstPlain(
  rs: RunningService,
  op: { name: string; path: string; target?: number },
  rounds: number,
): Promise<OpResult> {
  // As the load asks (no Accept-Encoding): fetch would decode a compressed answer and keep its coding's
  // headers, which the plain server would then send with the plain bytes.
  const res = await rs.get(op.path, { authorization: `Bearer ${rs.token}`, "accept-encoding": "identity" });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${op.path}: ${res.status} ${body.toString("utf8").slice(0, 300)}`);
  // The same bytes both ways: the plain server answers with the service's headers and is sent the
  // same request (the token included), so the ratio is the service's own work.
  const plainServer = await startPlainServer(body, res.headers);
  const sent = { authorization: `Bearer ${rs.token}` };
  const plainRuns: Load[] = [];
  const serviceRuns: Load[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      plainRuns.push(await load(`${plainServer.url}${op.path}`, sent, round === 0));
      serviceRuns.push(await load(`${rs.base}${op.path}`, sent, round === 0));
    }
  } finally {
    await plainServer.close();
  }
  return { ...op, bytes: body.length, plain: medianRun(plainRuns), service: medianRun(serviceRuns) };
}
