import "server-only";
import { buildRouter } from "@/lib/sds";

const route = buildRouter();

/**
 * The upstream's answer check: a 200 answer of a contract operation must parse as that operation's
 * response schema. Returns what is wrong (for the 502 problem the browser sees), or undefined. Runs
 * once per upstream call, never on cache hits.
 */
export function checkAnswer(pathAndQuery: string, body: Uint8Array): string | undefined {
  const m = route("GET", pathAndQuery.split("?")[0]);
  if (!m || !("endpoint" in m)) return undefined; // not an operation (the proxy never asks for one)
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return `${m.endpoint.id} answered with a body that is not JSON.`;
  }
  const r = m.endpoint.response.safeParse(json);
  if (r.success) return undefined;
  const where = r.error.issues[0]?.path.join(".") || "(root)";
  return `${m.endpoint.id} answered in a shape the contract does not describe (at ${where}).`;
}
