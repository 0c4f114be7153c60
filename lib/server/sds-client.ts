import "server-only";
import type { z } from "zod";
import { ENDPOINT_BY_ID, declaredQuery } from "@/lib/sds";
import { endpointPath } from "@/lib/sds/endpoint-path";
import { upstream } from "./upstream-instance";
import { UpstreamError } from "./upstream-error";

/** Typed call of one operation for server code (pages), through the same cache as the proxy. */
export async function sdsGet<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<z.infer<S>> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  // The same query string the proxy forwards for the same parameters: one upstream cache entry for both.
  const qs = declaredQuery(e.query, new URLSearchParams(query));
  const res = await (await upstream()).get(endpointPath(e, params) + (qs ? `?${qs}` : ""));
  const text = new TextDecoder().decode(res.body);
  if (res.status !== 200) throw new UpstreamError(res.status, `${e.id} answered ${res.status}`, text);
  // The upstream checked this answer against e.response when it arrived (contract-check.ts); parsing
  // it again on every render would cost each page view a full zod pass over cached bytes.
  return JSON.parse(text) as z.infer<S>;
}
