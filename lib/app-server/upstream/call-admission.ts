import "server-only";
import type { CallBudget } from "./call-budget";
import { createTokenBuckets } from "./token-bucket";
import type { Asker } from "./upstream-result";
import type { UpstreamCounters } from "./upstream-counters";
import { UpstreamError } from "./upstream-error";

// New (uncached) calls one visitor address may cause: a cold match view costs up to ~9.
export const VISITOR_RULE = { rate: 1, burst: 40 };

/**
 * Whether a new call may be made: first the visitor address's own limit (the browser can ask the
 * proxy for anything), then the plan's budget (which keeps a reserve for page renders). A refusal is
 * the 429 to answer, naming which limit refused; the caller serves a saved copy instead when it has one.
 */
export function createCallAdmission(deps: {
  budget: CallBudget;
  visitorRule?: { rate: number; burst: number };
  counters: UpstreamCounters;
}) {
  const visitors = createTokenBuckets(deps.visitorRule ?? VISITOR_RULE);
  return {
    /** Takes one call at `t` from the visitor's and the plan's allowance: undefined if it may go, else the 429. */
    admit(asker: Asker, t: number): UpstreamError | undefined {
      const v = asker.visitor ? visitors.take(asker.visitor, t) : { ok: true as const };
      const b = v.ok ? deps.budget.take(asker.critical ?? false) : v;
      if (b.ok) return undefined;
      if (!v.ok) deps.counters.add("refusedVisitors");
      return new UpstreamError(
        429,
        v.ok
          ? `No saved copy, and ${"reason" in b ? b.reason : "the data plan is busy"}`
          : "Too many new data requests from this address",
        undefined,
        b.retryAfterSecs,
      );
    },
  };
}

export type CallAdmission = ReturnType<typeof createCallAdmission>;
