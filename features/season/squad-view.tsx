"use client";

import { InferredLink } from "@/components/ui/inferred-link";
import { positionsInferred } from "@/lib/season/afl-league";
import { AppLink } from "@/components/ui/app-link";
import { seasonHref, squadHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { useSquadPersons } from "@/lib/queries/squads";
import { sortPlayers, type SortDir, type SquadColumn } from "@/lib/season/squad-sort";
import { SquadPlayersTable, squadPlayersCsv } from "@/features/season/squad-players-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { Loading, QueryError } from "@/components/ui/query-status";

interface Props {
  seasonRef: SeasonRef;
  squadId: number;
  sort: SquadColumn;
  dir: SortDir;
}

export function SquadView({ seasonRef, squadId, sort, dir }: Props) {
  const squad = useSquadPersons(seasonRef, squadId);
  const href = (column: string, d: SortDir) =>
    squadHref(seasonRef.seasonId, squadId, "", { sort: column, dir: d });
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <AppLink
          href={seasonHref(seasonRef.seasonId, "squads")}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          ← All squads
        </AppLink>
      </p>
      {squad.isPending && <Loading what="the squad" />}
      {squad.isError && <QueryError error={squad.error} what="the squad" />}
      {squad.data && (
        <>
          <h1 className="text-2xl font-bold">{squad.data.name}</h1>
          {squad.data.players.length === 0 ? (
            <p className="text-sm" data-testid="squad-no-players">
              No player list for this season: the source records results and quarter scores only for the
              seasons before 2023, and a club names its players once its list is in.{" "}
              <SquadLinks seasonId={seasonRef.seasonId} squadId={squadId} name={squad.data.name} />
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {squad.data.players.length} players. Age as at the season; games played this season
                {positionsInferred(seasonRef.leagueId) && (
                  <>
                    ; positions <InferredLink>inferred from the statistics</InferredLink>
                  </>
                )}
                . Select a column heading to sort.{" "}
                <SquadLinks seasonId={seasonRef.seasonId} squadId={squadId} name={squad.data.name} />
              </p>
              <div className="flex justify-end">
                <TableCsvButton
                  name={`${squad.data.name} players`}
                  fileName={`squad-${seasonRef.seasonId}-${squad.data.name}`}
                  filters={[`sort: ${sort} ${dir}`]}
                  header={squadPlayersCsv([]).header}
                  rows={() => squadPlayersCsv(sortPlayers(squad.data.players, sort, dir)).rows}
                />
              </div>
              <SquadPlayersTable
                label={`${squad.data.name} players`}
                players={sortPlayers(squad.data.players, sort, dir)}
                sort={sort}
                dir={dir}
                href={href}
                seasonId={seasonRef.seasonId}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** The squad's fixture and its season statistics, after the words on its players. */
function SquadLinks({ seasonId, squadId, name }: { seasonId: number; squadId: number; name: string }) {
  const style = "text-sky-700 underline underline-offset-4 dark:text-sky-400";
  return (
    <>
      <AppLink href={seasonHref(seasonId, "fixture", { squad: squadId })} className={style}>
        {name}&apos;s fixture
      </AppLink>
      {" · "}
      <AppLink href={squadHref(seasonId, squadId, "stats")} className={style}>
        season statistics
      </AppLink>
    </>
  );
}
