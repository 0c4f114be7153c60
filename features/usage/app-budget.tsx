import { formatInteger } from "@/lib/format/numbers";

/** What this app instance has spent of the plan, and what it keeps back for pages (call-budget.ts). */
export interface AppBudget {
  usedToday: number;
  browserShareOfDay: number;
  reservedForPages: { perSecond: number; perDay: number };
  refused: number;
  refusedVisitors: number;
  refusedUnknownIds: number;
  hits: number;
  requests: number;
  cacheBytes: number;
}

export function AppBudgetSection({ b }: { b: AppBudget }) {
  const hitShare = b.requests ? Math.round((100 * b.hits) / b.requests) : 0;
  return (
    <section aria-labelledby="budget-h" className="space-y-2" data-testid="app-budget">
      <h2 id="budget-h" className="text-lg font-semibold">
        This app instance&apos;s budget
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          {formatInteger(b.usedToday)} calls to the service today; visitors&apos; browsers may cause up to{" "}
          {formatInteger(b.browserShareOfDay)}, and the last {formatInteger(b.reservedForPages.perDay)} of the
          day and {formatInteger(b.reservedForPages.perSecond)} of each second&apos;s burst are kept for
          pages.
        </li>
        <li>
          Refused before costing a call: {formatInteger(b.refused)} over the browsers&apos; share,{" "}
          {formatInteger(b.refusedVisitors)} over a visitor&apos;s allowance (an address&apos;s or an
          account&apos;s), {formatInteger(b.refusedUnknownIds)} naming ids that do not exist.
        </li>
        <li>
          {hitShare}% of {formatInteger(b.requests)} requests answered from the cache (
          {formatInteger(Math.round(b.cacheBytes / 1024))} KiB held).
        </li>
      </ul>
    </section>
  );
}
