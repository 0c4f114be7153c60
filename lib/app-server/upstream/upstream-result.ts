import "server-only";
import type { HttpAnswer } from "@/lib/net/http-exchange";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import type { RouteMatch } from "@/lib/contract";
import type { Account } from "./allowances";

export interface UpstreamResult {
  status: number;
  body: Uint8Array;
  contentType: string;
  source: "hit" | "miss" | "stale";
  ageSecs: number;
  /** How much longer this answer stays fresh (0 for a saved copy served stale, or a refusal). */
  freshForMs: number;
  /** The service's Retry-After (seconds) on a 429 passed on. */
  retryAfterSecs?: number;
}

/** Who asks: the visitor (whose allowance a new call takes) and whether a page render needs it. */
export interface Asker {
  /** The visitor's address: pays for new calls when no account is signed in. */
  visitor?: string;
  /**
   * The request's signed-in account, which pays for new calls instead of the address (by its role).
   * Read only when a new call is to be made: a cached answer costs no session look-up.
   */
  account?: () => Promise<Account | null | undefined>;
  /** A page render (may use the plan's reserve); the browser's proxy requests are not. */
  critical?: boolean;
  /** The app's own look-up of ids (known-ids.ts), which must not be screened by itself. */
  trusted?: boolean;
  /**
   * The operation the caller already resolved the path to (the proxy, sdsGet): on a miss the screen,
   * the call's count and the answer's check use it, rather than matching the path again each.
   */
  match?: RouteMatch;
  /**
   * The caller checks the answer against the contract itself (post only): the season build does,
   * in a worker thread, with the same check (splits-digest.ts), and reports a wrong one (noteInvalid).
   */
  checkedByCaller?: boolean;
}

/** The path parameter of a request that names an id known not to exist (`known-ids.ts`). */
export type IdScreen = (pathAndQuery: string, match?: RouteMatch) => string | undefined;

/** Checks a 200 answer against the contract: undefined when it conforms, else what is wrong. */
export type Validate = (pathAndQuery: string, body: Uint8Array, match?: RouteMatch) => string | undefined;

// A 400 or 404 is kept this long, so that made-up addresses asked again cost no call.
export const NEGATIVE_FRESH_MS = 60_000;

/** The 502 problem for an answer the contract does not describe; never kept. */
export function invalidAnswer(detail: string): UpstreamResult {
  return {
    status: 502,
    body: new TextEncoder().encode(problemJson({ status: 502, title: "Bad Gateway", detail })),
    contentType: PROBLEM_CONTENT_TYPE,
    source: "miss",
    ageSecs: 0,
    freshForMs: 0,
  };
}

/** The 404 problem for an id known not to exist: as settled as the service's own 404. */
export function notFoundAnswer(path: string, param: string): UpstreamResult {
  const problem = problemJson({
    title: "Not Found",
    status: 404,
    // Stryker disable next-line Regex: every path parameter named here ends in its only "Id" (matchId, squadId, ...)
    detail: `No such ${param.replace(/Id$/, "")}: the ${param} in ${JSON.stringify(path.split("?")[0].slice(0, 200))} does not exist.`,
  });
  const body = new TextEncoder().encode(problem);
  return {
    status: 404,
    body,
    contentType: PROBLEM_CONTENT_TYPE,
    source: "hit",
    ageSecs: 0,
    freshForMs: NEGATIVE_FRESH_MS,
  };
}

/** The contract operation a path names (its id in the contract's table, OP.<operationId>), or "other". */
export const operationOf = (match: RouteMatch | undefined) => match?.endpoint.id ?? "other";

/** The service's Retry-After when it is a positive number of seconds. */
export const retryAfterOf = (res: Pick<HttpAnswer, "headers">) => {
  const n = Number(res.headers.get("retry-after"));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};
