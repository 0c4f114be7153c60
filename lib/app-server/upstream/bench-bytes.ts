import "server-only";
import { proxyRequest } from "./proxy-request";

// The bench's yardstick (`npm run bench`, app/api/bench): a Next route handler returning the proxy's
// bytes for a path, fetched once and then served from memory.

type Held = { body: Uint8Array; headers: Record<string, string> };
const held = new Map<string, Held>();

/** The proxy's bytes and headers for `pathAndQuery` as a cache hit sends them, or its answer when not 200. */
export async function benchBytes(pathAndQuery: string): Promise<Held | Response> {
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
