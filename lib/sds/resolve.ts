import { ENDPOINTS, type Endpoint } from "./endpoints";
import { buildRouter, type RouteMatch } from "./match-route";
import { parseId, parseQuery, type ParamError, type ParsedQuery } from "./params";

// The one resolver of a request against the contract, used by the service and by the app's proxy
// alike: which operation, its path parameters and query parsed by the table's descriptors, and every
// parameter that is wrong. What to do about the errors (and when) is the caller's: the service checks
// the caller's tier first, the proxy the visitor's licence.

export interface Resolved extends RouteMatch {
  params: Record<string, number>;
  query: ParsedQuery;
  errors: ParamError[];
}

const EMPTY = new URLSearchParams();

/** Parses a matched operation's path parameters and query. */
export function parseRequest(m: RouteMatch, search: URLSearchParams = EMPTY): Resolved {
  const errors: ParamError[] = [];
  const params: Record<string, number> = {};
  for (const [name, raw] of Object.entries(m.rawParams)) {
    const v = parseId(name, raw);
    if (typeof v === "number") params[name] = v;
    else errors.push(v);
  }
  const parsed = parseQuery(m.endpoint.query, search);
  errors.push(...parsed.errors);
  return { ...m, params, query: parsed.value, errors };
}

/**
 * A resolver over the table: `path` is relative to /v1, without its query. Null when no operation has
 * the path; `allowed` when some do, but not with this method.
 */
export function createResolver(endpoints: readonly Endpoint[] = ENDPOINTS) {
  const route = buildRouter(endpoints);
  return (
    method: string,
    path: string,
    search?: URLSearchParams,
  ): Resolved | { allowed: string[] } | null => {
    const m = route(method, path);
    return m && "endpoint" in m ? parseRequest(m, search) : m;
  };
}
