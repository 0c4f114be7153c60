import { proxyRequest } from "@/lib/app-server/upstream/proxy-request";
import { upstream } from "@/lib/app-server/upstream/upstream-instance";

// Bench-only doors (`npm run bench`), answering 404 unless the app was started with BENCH_MODE=1:
//   bytes?path=/seasons/62/ladder  the proxy's bytes for that path, fetched once and then served from
//                                  memory: the yardstick "a Next route handler returning the same bytes"
//   stats                          the upstream client's counters, for upstream calls per page view
//                                  (callsByOperation: the same calls by contract operation)

export const dynamic = "force-dynamic";

type Held = { body: Uint8Array; headers: Record<string, string> };
const held = new Map<string, Held>();

const notFound = () => new Response("Not Found", { status: 404 });

async function bytesOf(pathAndQuery: string): Promise<Held | Response> {
  const found = held.get(pathAndQuery);
  if (found) return found;
  // Through the proxy itself, so the path is allowlisted and the bytes are exactly what it answers.
  const url = new URL(pathAndQuery, "http://bench.invalid");
  const res = await proxyRequest(
    url.pathname.split("/").filter(Boolean).map(decodeURIComponent),
    url.searchParams,
  );
  if (res.status !== 200) return res;
  const entry: Held = {
    body: new Uint8Array(await res.arrayBuffer()),
    // The proxy's own headers, as a cache hit would send them.
    headers: {
      "content-type": res.headers.get("content-type") ?? "application/json",
      "cache-control": "no-store",
      "x-sds-cache": "hit",
    },
  };
  if (held.size < 100) held.set(pathAndQuery, entry);
  return entry;
}

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
  if (what === "bytes") {
    const path = new URL(req.url).searchParams.get("path");
    if (!path?.startsWith("/")) return new Response("path=/... required", { status: 400 });
    const entry = await bytesOf(path).catch(() => new Response("bad path", { status: 400 }));
    if (entry instanceof Response) return entry;
    return new Response(entry.body as BodyInit, { status: 200, headers: entry.headers });
  }
  return notFound();
}
