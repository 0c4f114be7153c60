import "server-only";
import { createTokenBuckets } from "./token-bucket";

export interface BudgetPlan {
  /** The plan's calls a second and burst (the service refuses beyond them with 429). */
  rate: number;
  burst: number;
  /** The plan's calls a day. */
  daily: number;
}

// Shares of the plan kept for page renders: a visitor's browser can ask the proxy for anything, and
// must not be able to leave the pages themselves without calls.
const RATE_RESERVE = 0.25;
const DAILY_RESERVE = 0.1;
const utcDay = (t: number) => Math.floor(t / 86_400_000);

/**
 * The app's own count of its calls to the data service against the client's plan, so that calls the
 * browser triggers (the proxy) stop short of the plan and leave a reserve for pages. Counted per
 * instance: with several instances the service's own 429 remains the last word.
 */
export function createCallBudget(plan: BudgetPlan, now: () => number = Date.now) {
  const bucket = createTokenBuckets({ rate: plan.rate, burst: plan.burst }, 1);
  const keepRate = Math.floor(plan.burst * RATE_RESERVE);
  const dailyLimitForBrowser = Math.floor(plan.daily * (1 - DAILY_RESERVE));
  let day = utcDay(now());
  let used = 0;
  let refused = 0;
  const roll = () => {
    const d = utcDay(now());
    if (d !== day) [day, used] = [d, 0];
  };
  return {
    /** One call, if the budget allows it: pages always may (within the plan), the browser's not into the reserve. */
    take(critical: boolean): { ok: true } | { ok: false; retryAfterSecs: number; reason: string } {
      roll();
      if (!critical && used >= dailyLimitForBrowser) {
        refused++;
        const secs = Math.ceil(((day + 1) * 86_400_000 - now()) / 1000);
        return {
          ok: false,
          retryAfterSecs: secs,
          reason: "the day's share of the data plan for browsing is used",
        };
      }
      // Stryker disable next-line StringLiteral: the bucket's one key; any name is the same bucket
      const r = bucket.take("plan", now(), critical ? 0 : keepRate);
      if (!r.ok && !critical) {
        refused++;
        return { ok: false, retryAfterSecs: r.retryAfterSecs, reason: "the data plan's rate is taken up" };
      }
      used++; // a page's call goes ahead even past the local count: the service's own limit decides
      return { ok: true };
    },
    snapshot() {
      roll();
      return {
        plan,
        usedToday: used,
        browserShareOfDay: dailyLimitForBrowser,
        reservedForPages: { perSecond: keepRate, perDay: plan.daily - dailyLimitForBrowser },
        refused,
      };
    },
  };
}

export type CallBudget = ReturnType<typeof createCallBudget>;
