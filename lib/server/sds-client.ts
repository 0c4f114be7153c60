import "server-only";
import type { z } from "zod";
import { ENDPOINT_BY_ID, declaredQuery } from "@/lib/sds";
import { endpointPath } from "@/lib/sds/endpoint-path";
import { upstream } from "./upstream-instance";
import { UpstreamError } from "./upstream-error";
import type { UpstreamResult } from "./upstream";

/** Typed call of one operation for server code (pages), through the same cache as the proxy. */
export async function sdsGet<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<z.infer<S>> {
  return (await sdsAnswer<S>(id, params, query)).data;
}

/**
 * sdsGet with where the answer came from: "stale" is the last good copy, served because the service
 * failed or refused (429), and `ageSecs` its age. Pages use it to say how fresh their data is.
 */
export async function sdsAnswer<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<{ data: z.infer<S>; source: UpstreamResult["source"]; ageSecs: number }> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  // The same query string the proxy forwards for the same parameters: one upstream cache entry for both.
  const qs = declaredQuery(e.query, new URLSearchParams(query));
  const res = await (await upstream()).get(endpointPath(e, params) + (qs ? `?${qs}` : ""));
  const text = new TextDecoder().decode(res.body);
  if (res.status !== 200) throw new UpstreamError(res.status, `${e.id} answered ${res.status}`, text);
  // The upstream checked this answer against e.response when it arrived (contract-check.ts); parsing
  // it again on every render would cost each page view a full zod pass over cached bytes.
  return { data: JSON.parse(text) as z.infer<S>, source: res.source, ageSecs: res.ageSecs };
}
