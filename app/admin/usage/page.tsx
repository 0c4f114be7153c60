import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { requireRole } from "@/lib/app-server/auth/require-role";
import { formatInteger } from "@/lib/format/numbers";
import { upstream } from "@/lib/app-server/upstream/upstream-instance";
import { seasonBuilds } from "@/lib/app-server/builds/season-builds-instance";
import { historySummary } from "@/lib/app-server/builds/history-summary-instance";
import { historyQuarters } from "@/lib/app-server/builds/history-quarters-instance";
import { AppBudgetSection, type AppBudget } from "@/features/usage/app-budget";
import { links } from "@/lib/links";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Data service usage",
  description: "Requests made to the data service today, against the quota.",
};

export default async function UsagePage() {
  await requireRole(["admin"], links.usage);
  // Reading the history builds' counts starts neither build (only a history page's visit does).
  const [q, up, builds, summary, quarters] = await Promise.all([
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
  const used = q.requestLimit - q.requestsRemaining;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Data service usage</h1>
      <p>
        Plan <strong>{q.planName}</strong>: {formatInteger(used)} of {formatInteger(q.requestLimit)} requests
        used today ({formatInteger(q.requestsRemaining)} left; resets at UTC midnight). Rate limit{" "}
        {q.rateLimit} a second, bursts of {q.burstLimit}. Over either limit the service answers 429 and the
        app serves its saved copies, marked stale.
      </p>
      <p data-testid="aggregate-spend">
        Season aggregates (leaderboards): {formatInteger(builds.stats.calls)} calls by this instance since it
        started, {formatInteger(builds.stats.stored)} completed matches added to the kept store,{" "}
        {formatInteger(builds.stats.retries)} waits or retries. Each completed match is fetched once, ever.
      </p>
      <p data-testid="history-spend">
        History (club, head-to-head and records pages): {formatInteger(summary.stats.calls)} calls by this
        instance for the all-time summary (two a season, once); {formatInteger(quarters.stats.calls)} calls
        for the quarter scores, {formatInteger(quarters.stats.stored)} matches added to the kept store (one
        call a match, ever, at most {formatInteger(quarters.dailyBudget)} a day).
      </p>
      <table className="tabular">
        <caption className="text-left font-medium">Requests in the last seven days (UTC)</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-6 text-left">
              Day
            </th>
            <th scope="col" className="text-right">
              Requests
            </th>
          </tr>
        </thead>
        <tbody>
          {q.items.map(([day, n]) => (
            <tr key={day}>
              <td className="pr-6">{new Date(day * 1000).toISOString().slice(0, 10)}</td>
              <td className="text-right">{formatInteger(n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <AppBudgetSection b={budget} />
    </div>
  );
}
