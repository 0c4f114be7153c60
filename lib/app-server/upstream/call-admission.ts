import "server-only";
import {
  DEFAULT_ALLOWANCES,
  payerOf,
  refusalOf,
  ruleOf,
  type Account,
  type AllowanceKind,
  type Allowances,
} from "./allowances";
import type { CallBudget } from "./call-budget";
import { createTokenBuckets } from "./token-bucket";
import type { Asker } from "./upstream-result";
import type { UpstreamCounters } from "./upstream-counters";
import { UpstreamError } from "./upstream-error";

/**
 * Whether a new call may be made: first the visitor's own allowance (the signed-in account's, by its
 * role, else the address's: the browser can ask the proxy for anything), then the plan's budget (which
 * keeps a reserve for page renders). A refusal is the 429 to answer, naming which limit refused; the
 * caller serves a saved copy instead when it has one.
 */
export function createCallAdmission(deps: {
  budget: CallBudget;
  allowances?: Allowances;
  counters: UpstreamCounters;
}) {
  const allowances = deps.allowances ?? DEFAULT_ALLOWANCES;
  const buckets = Object.fromEntries(
    (["address", "fan", "analyst"] as const).map((k) => [k, createTokenBuckets(ruleOf(allowances, k))]),
  ) as Record<AllowanceKind, ReturnType<typeof createTokenBuckets>>;
  return {
    /**
     * Takes one call at `t` from the visitor's and the plan's allowance: undefined if it may go, else
     * the 429. `account` is the signed-in account of the request, when there is one.
     */
    admit(asker: Asker, t: number, account?: Account | null): UpstreamError | undefined {
      const payer = payerOf(asker.visitor, account);
      const v = payer && buckets[payer.kind].take(payer.key, t);
      if (payer && v && !v.ok) {
        deps.counters.add("refusedVisitors");
        return new UpstreamError(429, refusalOf(payer.kind), undefined, v.retryAfterSecs);
      }
      const b = deps.budget.take(asker.critical ?? false);
      if (b.ok) return undefined;
      return new UpstreamError(429, `No saved copy, and ${b.reason}`, undefined, b.retryAfterSecs);
    },
  };
}

export type CallAdmission = ReturnType<typeof createCallAdmission>;
