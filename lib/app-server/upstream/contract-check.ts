import "server-only";
import { buildRouter, type Endpoint, type RouteMatch } from "@/lib/contract";

const route = buildRouter();

/** The contract operation a GET path (with or without its query) names, and its raw path parameters. */
export function matchAt(pathAndQuery: string): RouteMatch | undefined {
  const m = route("GET", pathAndQuery.split("?")[0]);
  return m && "endpoint" in m ? m : undefined;
}

/** The contract operation a GET path (with or without its query) names, if any. */
export function endpointAt(pathAndQuery: string): Endpoint | undefined {
  return matchAt(pathAndQuery)?.endpoint;
}

// What a checked payload answer (POSTs, never kept by the upstream cache) parsed to, by its
// bytes, until its caller takes it: a season build reads ~11 MB of JSON a match, and parsing it a
// second time cost as much as the check. GET answers are not kept here: their bytes live on in the
// cache, and the parsed copy would double what each holds.
const parsedPayloadAnswers = new WeakMap<Uint8Array, unknown>();

/** A checked answer's JSON: the value the check parsed (once), or the bytes parsed now. */
export function takeAnswerJson(body: Uint8Array): unknown {
  if (!parsedPayloadAnswers.has(body)) return JSON.parse(new TextDecoder().decode(body));
  const json = parsedPayloadAnswers.get(body);
  parsedPayloadAnswers.delete(body);
  return json;
}

/**
 * The upstream's answer check: a 200 answer of a contract operation must parse as that operation's
 * response schema. Returns what is wrong (for the 502 problem the browser sees), or undefined. Runs
 * once per upstream call, never on cache hits.
 */
export function checkAnswer(
  pathAndQuery: string,
  body: Uint8Array,
  match: RouteMatch | undefined = matchAt(pathAndQuery),
): string | undefined {
  const e = match?.endpoint;
  if (!e) return undefined; // not an operation (the proxy never asks for one)
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return `${e.id} answered with a body that is not JSON.`;
  }
  const r = e.response.safeParse(json);
  if (r.success) {
    if (e.method === "POST") parsedPayloadAnswers.set(body, json);
    return undefined;
  }
  const where = r.error.issues[0]?.path.join(".") || "(root)";
  return `${e.id} answered in a shape the contract does not describe (at ${where}).`;
}
