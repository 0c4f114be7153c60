import "server-only";
import type { z } from "zod";
import { ENDPOINT_BY_ID, type Endpoint } from "@/lib/sds";
import { upstreamEnv } from "./env";
import { createTokenManager, type TokenManager } from "./token-manager";
import { UpstreamError } from "./upstream-error";

let tokens: TokenManager | null = null;
const tokenManager = () => (tokens ??= createTokenManager(upstreamEnv()));

/** Fills an endpoint's path template; values are identifiers, so encoding them is enough. */
export function endpointPath(e: Endpoint, params: Record<string, number | string>): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${e.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/**
 * GET /v1{path}{search} from the data service with the shared token; on a 403 (an expired or revoked
 * token) one new token and one retry. Answers the raw response so the proxy can pass bytes through.
 */
export async function fetchUpstream(pathAndQuery: string): Promise<Response> {
  const { baseUrl } = upstreamEnv();
  const tm = tokenManager();
  for (let attempt = 0; ; attempt++) {
    const token = await tm.get();
    const res = await fetch(`${baseUrl}/v1${pathAndQuery}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      cache: "no-store",
    });
    if (res.status === 403 && attempt === 0) {
      tm.invalidate(token);
      continue;
    }
    return res;
  }
}

/** Typed call of one operation, validated against the contract's response schema. */
export async function sdsGet<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<z.infer<S>> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  const res = await fetchUpstream(endpointPath(e, params) + (query ? `?${query}` : ""));
  const text = await res.text();
  if (!res.ok) throw new UpstreamError(res.status, `${e.id} answered ${res.status}`, text);
  return e.response.parse(JSON.parse(text)) as z.infer<S>;
}
