import { formatInteger } from "@/lib/format/numbers";
import { AppBudgetSection } from "./app-budget";
import type { UsageData } from "./server/usage-data";

/** The usage page: the plan's quota today, what the builds spent, the last seven days, this instance's budget. */
export function UsageView({ quota: q, budget, builds, summaryCalls, quarters }: UsageData) {
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
        Season aggregates (leaderboards): {formatInteger(builds.calls)} calls by this instance since it
        started, {formatInteger(builds.stored)} completed matches added to the kept store,{" "}
        {formatInteger(builds.retries)} waits or retries. Each completed match is fetched once for its
        whole-match box score and once for its quarter and zone splits, ever.
      </p>
      <p data-testid="history-spend">
        History (club, head-to-head and records pages): {formatInteger(summaryCalls)} calls by this instance
        for the all-time summary (two a season, once); {formatInteger(quarters.calls)} calls for the quarter
        scores, {formatInteger(quarters.stored)} matches added to the kept store (one call a match, ever, at
        most {formatInteger(quarters.dailyBudget)} a day).
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
