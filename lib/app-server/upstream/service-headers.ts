import "server-only";

/**
 * The headers of a call to the data service: the client's token and JSON asked for, the payload's type
 * when one is sent, and plain bytes asked of a service on this machine (`loopback`): compressing them
 * costs both sides more than it saves. One place for the upstream's calls (service-call.ts) and the
 * builds' calls made past it from worker threads (quarters-batch.ts, splits-fetch.ts).
 */
export function serviceHeaders(
  token: string,
  opts: { loopback: boolean; payload?: boolean },
): Record<string, string> {
  return {
    authorization: `Bearer ${token}`,
    accept: "application/json",
    ...(opts.loopback ? { "accept-encoding": "identity" } : {}),
    ...(opts.payload ? { "content-type": "application/json" } : {}),
  };
}
