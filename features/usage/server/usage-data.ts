import "server-only";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { upstream } from "@/lib/app-server/upstream/upstream-instance";
import { boxScoreBuilds, seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { historySummary } from "@/lib/app-server/builds/history-summary-instance";
import { historyQuarters } from "@/lib/app-server/builds/history-quarters-instance";
import type { AppBudget } from "../app-budget";

/** What the usage page shows: the service's quota, this instance's budget and what its builds spent. */
export async function usageData() {
  // Reading the history builds' counts starts neither build (only a history page's visit does).
  const [quota, up, splits, pass, summary, quarters] = await Promise.all([
    sdsGet("usage"),
    upstream(),
    seasonBuilds(),
    boxScoreBuilds(),
    historySummary(),
    historyQuarters(),
  ]);
  const budget: AppBudget = {
    ...up.budget.snapshot(),
    refusedVisitors: up.stats.refusedVisitors,
    refusedUnknownIds: up.stats.refusedUnknownIds,
    hits: up.stats.hits,
    requests: up.stats.requests,
    cacheBytes: up.cache.bytes,
  };
  return {
    quota,
    budget,
    // Both kinds of the season builds: the whole-match pass and the splits, one call a match each.
    builds: {
      calls: splits.stats.calls + pass.stats.calls,
      stored: splits.stats.stored + pass.stats.stored,
      retries: splits.stats.retries + pass.stats.retries,
    },
    summaryCalls: summary.stats.calls,
    quarters: {
      calls: quarters.stats.calls,
      stored: quarters.stats.stored,
      dailyBudget: quarters.dailyBudget,
    },
  };
}

export type UsageData = Awaited<ReturnType<typeof usageData>>;
