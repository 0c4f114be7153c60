import "server-only";
import type { z } from "zod";
import { headers } from "next/headers";
import { ENDPOINT_BY_ID, declaredQuery } from "@/lib/sds";
import { endpointPath } from "@/lib/sds/endpoint-path";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { upstream } from "./upstream-instance";
import type { UpstreamResult } from "./upstream";
import { UpstreamError } from "./upstream-error";

/** The address of the visitor whose page is being rendered, when there is one. */
async function visitorAddress(): Promise<string | undefined> {
  try {
    return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? undefined;
  } catch {
    return undefined; // outside a request (a cached render): no visitor to limit
  }
}

/** One operation's answer for server code (pages), through the same cache as the proxy, with its source. */
export async function sdsFetch(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<UpstreamResult> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  // The same query string the proxy forwards for the same parameters: one upstream cache entry for both.
  const qs = declaredQuery(e.query, new URLSearchParams(query));
  const res = await (
    await upstream()
  ).get(endpointPath(e, params) + (qs ? `?${qs}` : ""), {
    critical: true,
    visitor: await visitorAddress(),
  });
  if (res.status !== 200) {
    const text = new TextDecoder().decode(res.body);
    throw new UpstreamError(res.status, `${e.id} answered ${res.status}`, text, res.retryAfterSecs);
  }
  return res;
}

/** Typed call of one operation for server code (pages), through the same cache as the proxy. */
export async function sdsGet<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<z.infer<S>> {
  const res = await sdsFetch(id, params, query);
  // The upstream checked this answer against e.response when it arrived (contract-check.ts); parsing
  // it again on every render would cost each page view a full zod pass over cached bytes.
  return JSON.parse(new TextDecoder().decode(res.body)) as z.infer<S>;
}
