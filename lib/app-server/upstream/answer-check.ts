import "server-only";
import type { RouteMatch } from "@/lib/contract";
import type { UpstreamCounters } from "./upstream-counters";
import type { Validate } from "./upstream-result";

/**
 * The contract check of an answer that arrived: only a 200 is checked (refusals and failures are the
 * service's own problem documents), and a wrong one is counted. An answer the contract does not
 * describe is never kept nor passed on: the browser trusts the proxy's answers without parsing them again.
 */
export function createAnswerCheck(validate: Validate | undefined, counters: UpstreamCounters) {
  /** What is wrong with the answer (counted as invalid), or undefined when it may be passed on. */
  return function wrongIn(
    path: string,
    status: number,
    body: Uint8Array,
    match: RouteMatch | undefined,
  ): string | undefined {
    if (status !== 200) return undefined;
    const wrong = validate?.(path, body, match);
    if (wrong !== undefined) counters.add("invalid");
    return wrong;
  };
}

export type AnswerCheck = ReturnType<typeof createAnswerCheck>;
