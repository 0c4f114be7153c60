import type { ReactNode } from "react";
import { SeasonNav } from "@/components/ui/season-nav";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";

// Resolving the season here, before the page, lets an unknown season answer with a real 404 status.
export default async function SeasonLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ seasonId: string }>;
}) {
  const ref = await resolveSeason((await params).seasonId);
  const season = await fetchOnServer(seasonQuery(ref));
  return (
    <div className="space-y-4 print:space-y-2">
      {/* On paper the season's name and dates stay; its navigation is no use there. */}
      <div>
        <p className="text-lg font-semibold" data-testid="season-name">
          {season.competitionName}
        </p>
        <p className="tabular text-sm text-slate-600 dark:text-slate-400">
          {season.startDate} – {season.endDate} · {season.matches.complete} played,{" "}
          {season.matches.incomplete} to come
        </p>
      </div>
      <div className="print:hidden">
        <SeasonNav seasonId={ref.seasonId} />
      </div>
      {children}
    </div>
  );
}
