import { createResolver, type Resolved } from "@/lib/contract";
import { TIERS, type Tier } from "@/lib/service/metrics/glossary";
import { notFound, ServiceError } from "./errors";

/** An address resolved to its operation, shared by every request for it: frozen, never changed. */
export interface Resolution {
  m: Resolved;
  path: string; // the path under /v1
  /** The answer cache's key for each tier: one string each, whose hash V8 computes once, not once a request. */
  cacheKey: Readonly<Record<Tier, string>>;
}

const resolve = createResolver();

/** The operation a /v1 address names, or the 404 / 405 that says why there is none. */
function operationAt(method: string, url: string): Resolution {
  const q = url.indexOf("?");
  const path = (q === -1 ? url : url.slice(0, q)).slice(3) || "/";
  const search = q === -1 ? "" : url.slice(q + 1);
  const m = resolve(method, path, search ? new URLSearchParams(search) : undefined);
  if (!m) throw notFound(`No operation at ${JSON.stringify(`/v1${path}`.slice(0, 200))}`);
  if ("allowed" in m)
    throw new ServiceError(405, "Method Not Allowed", `Use ${m.allowed.join(", ")} here`, undefined, {
      allow: m.allowed.join(", "),
    });
  // Frozen: the resolution is shared by every later request for the same address (resolvedAt).
  for (const v of Object.values(m.query)) if (Array.isArray(v)) Object.freeze(v);
  Object.freeze(m.params);
  Object.freeze(m.query);
  const cacheKey = Object.fromEntries(TIERS.map((t) => [t, `${t}|${url}`])) as Record<Tier, string>;
  return Object.freeze({ m: Object.freeze(m), path, cacheKey: Object.freeze(cacheKey) });
}

// Resolutions by method, then address: a client asks the same addresses again and again, and routing
// and parsing them was the largest part of a small cached answer's own cost (profiled: ~8 % of the
// event loop at 14,000 answers a second, as much as verifying the token and sending the bytes). By
// method first, so the address itself is the key (hashed once a request) rather than a string joined
// from both (made, flattened and hashed once a request: 13 % of the handler's own time, profiled).
// Bounded: emptied when full, so made-up addresses cannot grow it.
export const RESOLVED_MAX = 10_000;
const resolved = new Map<string, Map<string, Resolution>>();
let count = 0;

/** The resolution of `method` `url` (a /v1 address); a 404 or 405 is thrown and not kept. */
export function resolvedAt(method: string, url: string): Resolution {
  let byUrl = resolved.get(method);
  const known = byUrl?.get(url);
  if (known) return known;
  const r = operationAt(method, url);
  if (count >= RESOLVED_MAX) {
    resolved.clear();
    count = 0;
    byUrl = undefined;
  }
  if (!byUrl) resolved.set(method, (byUrl = new Map()));
  byUrl.set(url, r);
  count++;
  return r;
}

/** How many resolutions are kept (for the test of the bound). */
export const resolvedCount = () => count;
