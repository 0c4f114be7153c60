import "server-only";
import type { z } from "zod";
import { ENDPOINT_BY_ID, type Endpoint } from "@/lib/sds";
import { upstream } from "./upstream-instance";
import { UpstreamError } from "./upstream-error";

/** Fills an endpoint's path template; values are identifiers, so encoding them is enough. */
export function endpointPath(e: Endpoint, params: Record<string, number | string>): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`${e.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

/** Typed call of one operation for server code (pages), through the same cache as the proxy. */
export async function sdsGet<S extends z.ZodType>(
  id: string,
  params: Record<string, number | string> = {},
  query = "",
): Promise<z.infer<S>> {
  const e = ENDPOINT_BY_ID.get(id);
  if (!e) throw new Error(`Unknown operation ${id}`);
  const res = await (await upstream()).get(endpointPath(e, params) + (query ? `?${query}` : ""));
  const text = new TextDecoder().decode(res.body);
  if (res.status !== 200) throw new UpstreamError(res.status, `${e.id} answered ${res.status}`, text);
  return e.response.parse(JSON.parse(text)) as z.infer<S>;
}
