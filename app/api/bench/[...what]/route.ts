import { benchBytes } from "@/lib/app-server/upstream/bench-bytes";
import { upstream } from "@/lib/app-server/upstream/upstream-instance";
import { readLoop } from "@/lib/app-server/loop-watch";

// Bench-only doors (`npm run bench`), answering 404 unless the app was started with BENCH_MODE=1:
//   bytes?path=/seasons/62/ladder  the proxy's bytes for that path, fetched once and then served from
//                                  memory: the yardstick "a Next route handler returning the same bytes"
//   stats                          the upstream client's counters, for upstream calls per page view
//                                  (callsByOperation: the same calls by contract operation)
//   loop                           the longest wait for the event loop since the last read (and its
//                                  99th percentile), then starts over (lib/app-server/loop-watch.ts)

export const dynamic = "force-dynamic";

const notFound = () => new Response("Not Found", { status: 404 });

export async function GET(req: Request, { params }: { params: Promise<{ what: string[] }> }) {
  if (process.env.BENCH_MODE !== "1") return notFound();
  const what = (await params).what.join("/");
  if (what === "stats") {
    const { requests, upstreamCalls, hits, stale, callsByOperation } = (await upstream()).stats;
    return Response.json(
      { requests, upstreamCalls, hits, stale, callsByOperation },
      { headers: { "cache-control": "no-store" } },
    );
  }
  if (what === "loop") {
    const loop = readLoop();
    if (!loop) return notFound();
    return Response.json(loop, { headers: { "cache-control": "no-store" } });
  }
  if (what === "bytes") {
    const path = new URL(req.url).searchParams.get("path");
    if (!path?.startsWith("/")) return new Response("path=/... required", { status: 400 });
    const entry = await benchBytes(path).catch(() => new Response("bad path", { status: 400 }));
    if (entry instanceof Response) return entry;
    return new Response(entry.body as BodyInit, { status: 200, headers: entry.headers });
  }
  return notFound();
}
