import { ENDPOINTS, type Endpoint } from "./endpoints";
import { buildRouter, type RouteMatch } from "./match-route";
import type { OperationId, ParamsOf, QueryOf } from "./operations";
import { parseId, parseQuery, type ParamError } from "./params";

// The one resolver of a request against the contract, used by the service and by the app's proxy
// alike: which operation, its path parameters and query parsed by the table's descriptors, and every
// parameter that is wrong. What to do about the errors (and when) is the caller's: the service checks
// the caller's tier first, the proxy the visitor's licence.

/** A request resolved to operation `I`: its path parameters and query typed by the table's row. */
export interface ResolvedOf<I extends OperationId> extends RouteMatch {
  id: I;
  params: ParamsOf<I>;
  query: QueryOf<I>; // as parsed; when `errors` is not empty, it may lack what was wrong
  errors: ParamError[];
}

/** One of the operations: narrowing on `id` types its parameters and query. */
export type Resolved = { [I in OperationId]: ResolvedOf<I> }[OperationId];

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
  // The router found the endpoint by its own path, so `params` holds exactly the placeholders of that
  // path, and the query was parsed by that endpoint's descriptors: the row's types, which the table
  // (a runtime list) cannot show the compiler.
  return { ...m, id: m.endpoint.id, params, query: parsed.value, errors } as Resolved;
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
