import "server-only";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { upstream } from "@/lib/app-server/upstream/upstream-instance";
import { seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { historySummary } from "@/lib/app-server/builds/history-summary-instance";
import { historyQuarters } from "@/lib/app-server/builds/history-quarters-instance";
import type { AppBudget } from "../app-budget";

/** What the usage page shows: the service's quota, this instance's budget and what its builds spent. */
export async function usageData() {
  // Reading the history builds' counts starts neither build (only a history page's visit does).
  const [quota, up, builds, summary, quarters] = await Promise.all([
    sdsGet("usage"),
    upstream(),
    seasonBuilds(),
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
    builds: builds.stats,
    summaryCalls: summary.stats.calls,
    quarters: {
      calls: quarters.stats.calls,
      stored: quarters.stats.stored,
      dailyBudget: quarters.dailyBudget,
    },
  };
}

export type UsageData = Awaited<ReturnType<typeof usageData>>;
