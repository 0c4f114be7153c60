"use client";

import { useAvailability } from "@/lib/queries/availability";
import { seasonHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { AVAILABILITY_LEGEND, AvailabilityGrid, availabilityCsv } from "@/features/season/availability-grid";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { Pagination } from "@/components/ui/pagination";
import { Loading, QueryError } from "@/components/ui/query-status";

export function AvailabilityView({ seasonRef, page }: { seasonRef: SeasonRef; page: number }) {
  const availability = useAvailability(seasonRef, page);
  const href = (p: number) =>
    seasonHref(seasonRef.seasonId, "availability", { page: p === 1 ? undefined : p });
  const meta = availability.data?.metaData;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Player availability</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        From team selections only: who was selected, named substitute or not selected for each of their
        team&apos;s matches. Players by surname.{" "}
        {AVAILABILITY_LEGEND.map((l) => `${l.short} = ${l.word}`).join(", ")}; · = no match that round.
      </p>
      {availability.isPending && <Loading what="player availability" />}
      {availability.isError && <QueryError error={availability.error} what="player availability" />}
      {availability.data && meta && meta.totalRecords === 0 && (
        <p className="text-sm" data-testid="availability-none">
          No team selections for this season: the source records results and quarter scores only for the
          seasons before 2023, and a season to come has none until its teams are named.
        </p>
      )}
      {availability.data && meta && meta.totalRecords > 0 && (
        <>
          <Pagination
            page={page}
            totalPages={Math.max(1, meta.totalPages)}
            href={href}
            label="Availability pages"
          />
          <div className="flex items-center justify-between gap-2">
            <p className="tabular text-sm" data-testid="availability-range">
              Players {meta.totalRecords === 0 ? 0 : (page - 1) * meta.pageSize + 1}–
              {(page - 1) * meta.pageSize + availability.data.players.length} of {meta.totalRecords}
            </p>
            <TableCsvButton
              name={`Player availability, page ${page}`}
              fileName={`availability-${seasonRef.seasonId}-page-${page}`}
              filters={[`page ${page}`]}
              header={availabilityCsv(availability.data.players).header}
              rows={() => availabilityCsv(availability.data.players).rows}
            />
          </div>
          <AvailabilityGrid players={availability.data.players} label={`Player availability, page ${page}`} />
          <Pagination
            page={page}
            totalPages={Math.max(1, meta.totalPages)}
            href={href}
            label="Availability pages, bottom"
          />
        </>
      )}
    </div>
  );
}
