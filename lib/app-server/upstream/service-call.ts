import "server-only";
import type { Exchange, HttpAnswer } from "@/lib/net/http-exchange";
import type { RouteMatch } from "@/lib/contract";
import type { UpstreamEnv } from "../env";
import { isLoopback } from "./loopback";
import { serviceHeaders } from "./service-headers";
import type { TokenManager } from "./token-manager";
import { isTokenRefusal } from "./token-refusal";
import type { UpstreamCounters } from "./upstream-counters";
import { operationOf } from "./upstream-result";

/**
 * One call to the data service, as it is: the token, the headers, the deadline (the signal throws a
 * TimeoutError past it), counted by operation. Only a refusal of the token itself earns a new token and
 * one retry; a tier or licence refusal is passed on (a new token would be refused alike, and each
 * costs one of ten).
 */
export function createServiceCall(deps: {
  env: UpstreamEnv;
  tokens: Pick<TokenManager, "get" | "invalidate">;
  /** The request and its whole answer (http-exchange.ts: node:http; tests give one over a fetch). */
  exchange: Exchange;
  timeoutMs: number;
  counters: UpstreamCounters;
}) {
  const loopback = isLoopback(deps.env.baseUrl);
  return async function call(
    pathAndQuery: string,
    match: RouteMatch | undefined,
    payload?: string,
  ): Promise<HttpAnswer> {
    // Stryker disable next-line UpdateOperator: attempt-- ends the retries alike (only attempt 0 retries)
    for (let attempt = 0; ; attempt++) {
      const token = await deps.tokens.get();
      deps.counters.call(operationOf(match));
      const res = await deps.exchange(`${deps.env.baseUrl}/v1${pathAndQuery}`, {
        headers: serviceHeaders(token, { loopback, payload: payload !== undefined }),
        ...(payload === undefined ? {} : { method: "POST", body: payload }),
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      if (
        res.status === 403 &&
        attempt === 0 &&
        isTokenRefusal(403, res.headers.get("www-authenticate"), new TextDecoder().decode(res.body)) &&
        (await deps.tokens.invalidate(token))
      )
        continue;
      return res;
    }
  };
}

export type ServiceCall = ReturnType<typeof createServiceCall>;
