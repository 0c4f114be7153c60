// The proxy's cache hits against two yardsticks serving the same bytes, in the same run: a Next route
// handler (app/api/bench, the architecture guide's yardstick) and plain node:http (the issue's).
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { benchGet } from "./bench-fetch";
import { startPlainServer } from "./plain-server";
import type { App } from "./web-app";
import type { WebLoad, WebOp } from "./web-types";

export const LOAD = { connections: 10, durationS: 5, warmupS: 1, prewarmS: 2 };

interface Stats {
  requests: number;
  upstreamCalls: number;
  hits: number;
  stale: number;
  callsByOperation?: Record<string, number>; // upstream calls by contract operation (its id in the contract's table, OP.<operationId>)
}

export async function upstreamStats(app: App): Promise<Stats> {
  const res = await benchGet(`${app.base}/api/bench/stats`);
  if (!res.ok)
    throw new Error(`/api/bench/stats answered ${res.status}: is the build older than the bench route?`);
  return (await res.json()) as Stats;
}

async function load(url: string, cpu: () => number | undefined): Promise<WebLoad> {
  const elu0 = performance.eventLoopUtilization();
  const cpu0 = cpu();
  const t0 = performance.now();
  const r = await autocannon({
    url,
    connections: LOAD.connections,
    duration: LOAD.durationS,
    warmup: { connections: LOAD.connections, duration: LOAD.warmupS },
    workers: 1, // the load generator on its own thread, off the plain server's event loop
  });
  const cpu1 = cpu();
  const wallMs = performance.now() - t0;
  return {
    rps: r.requests.mean,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    busy:
      cpu0 === undefined || cpu1 === undefined
        ? performance.eventLoopUtilization(elu0).utilization
        : (cpu1 - cpu0) / wallMs,
  };
}

/** Untimed load, so that neither Next path pays for the JIT's first passes in its measured seconds. */
async function prewarm(url: string) {
  await autocannon({ url, connections: LOAD.connections, duration: LOAD.prewarmS });
}

/**
 * One path through the three servers: plain node:http first, then the Next handler and the proxy (warm)
 * in the order given, after an untimed load on each.
 */
export async function compare(
  app: App,
  name: string,
  sdsPath: string,
  order: "handler first" | "proxy first",
): Promise<WebOp> {
  const proxyUrl = `${app.base}/api/sds${sdsPath}`;
  const handlerUrl = `${app.base}/api/bench/bytes?path=${encodeURIComponent(sdsPath)}`;
  const first = await fetch(proxyUrl); // fills the proxy's cache: every request measured below is a hit
  const body = Buffer.from(await first.arrayBuffer());
  if (first.status !== 200)
    throw new Error(`${proxyUrl}: ${first.status} ${body.toString("utf8").slice(0, 200)}`);
  const same = Buffer.from(await (await fetch(handlerUrl)).arrayBuffer());
  if (!same.equals(body)) throw new Error(`${handlerUrl} does not answer the proxy's bytes`);

  const plainServer = await startPlainServer(body);
  let plain: WebLoad;
  try {
    plain = await load(`${plainServer.url}/api/sds${sdsPath}`, () => undefined);
  } finally {
    await plainServer.close();
  }
  await prewarm(handlerUrl);
  await prewarm(proxyUrl);
  const measureProxy = async () => {
    const s0 = await upstreamStats(app);
    const proxy = await load(proxyUrl, app.cpuMs);
    return { proxy, s0, s1: await upstreamStats(app) };
  };
  let handler: WebLoad;
  let p: Awaited<ReturnType<typeof measureProxy>>;
  if (order === "handler first") {
    handler = await load(handlerUrl, app.cpuMs);
    p = await measureProxy();
  } else {
    p = await measureProxy();
    handler = await load(handlerUrl, app.cpuMs);
  }
  const { proxy, s0, s1 } = p;
  return {
    name,
    path: `/api/sds${sdsPath}`,
    bytes: body.length,
    plain,
    handler,
    proxy,
    proxyRequests: s1.requests - s0.requests,
    proxyHits: s1.hits - s0.hits,
    proxyUpstreamCalls: s1.upstreamCalls - s0.upstreamCalls,
  };
}
