"use client";

import type { SeasonRef } from "@/lib/queries/season-ref";
import type { RoundOption } from "@/lib/season/rounds";
import { useLadderMovement } from "./use-ladder-movement";
import { useState } from "react";
import { LadderTable, ladderCsv } from "@/components/tables/ladder-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { Loading, QueryError } from "@/components/ui/query-status";
import { UrlSelect } from "@/components/ui/url-select";
import { embedHrefs, squadHref } from "@/lib/links";
import { EmbedButton } from "@/components/embed/embed-button";
import { roundName } from "@/features/season/round-name";
import { useMyClubId } from "@/features/my-club";

interface Props {
  seasonRef: SeasonRef;
  round: number | undefined; // undefined: as it stands now
  conference: string | undefined;
  rounds: readonly RoundOption[]; // the home-and-away rounds, the only ones a ladder counts
  conferences: readonly string[];
  /** How many teams the season's finals take (lib/season/finals-era.ts): 8 today, 4 in 1966. */
  finalsPlaces: number;
}

/** The ladder's choices, each kept in the address: after which round, and which conference. */
function LadderFilters({
  round,
  conference,
  rounds,
  conferences,
}: Pick<Props, "round" | "conference" | "rounds" | "conferences">) {
  return (
    <div className="flex flex-wrap gap-4">
      <UrlSelect
        label="After round"
        name="round"
        value={round === undefined ? "" : String(round)}
        emptyLabel="Latest"
        options={rounds.map((r) => ({ value: String(r.number), label: r.name }))}
      />
      {conferences.length > 0 && (
        <UrlSelect
          label="Conference"
          name="conference"
          value={conference ?? ""}
          emptyLabel="Whole league"
          options={conferences.map((c) => ({ value: c, label: c }))}
        />
      )}
    </div>
  );
}

/** What the table's marks and columns mean, under it. */
export function LadderNote({
  finalsBar,
  movedSince,
  movementFailed,
}: {
  /** The finals places marked, and how many (none marked: undefined). */
  finalsBar: number | undefined;
  movedSince: string | undefined;
  movementFailed: boolean;
}) {
  return (
    <p className="text-xs text-slate-600 dark:text-slate-400">
      {finalsBar !== undefined && `The top ${finalsBar} (finals places) are marked with a bar. `}
      Percentage is points for ÷ points against × 100. Form: the last five results, oldest first.
      {movedSince !== undefined && ` +/−: places moved since ${movedSince}.`}
      {movementFailed && " (Movement could not be loaded.)"}
    </p>
  );
}

export function LadderView({ seasonRef, round, conference, rounds, conferences, finalsPlaces }: Props) {
  const { ladder, previous, shownRound, prevRound, movement } = useLadderMovement(
    seasonRef,
    round,
    conference,
    rounds,
  );
  const name = (n: number | undefined) => roundName(rounds, n);
  const [allColumns, setAllColumns] = useState(false);
  const myClub = useMyClubId();
  const title = `Ladder after ${name(shownRound)}${conference ? ` · ${conference} conference` : ""}`;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">
        Ladder{shownRound !== undefined && ` after ${name(shownRound)}`}
        {conference && ` · ${conference} conference`}
      </h1>
      <LadderFilters round={round} conference={conference} rounds={rounds} conferences={conferences} />
      {ladder.isPending && <Loading what="the ladder" />}
      {ladder.isError && <QueryError error={ladder.error} what="the ladder" />}
      {ladder.data && (
        <>
          <div className="flex items-center justify-between gap-2">
            {/* Points for and against, form and movement are one tap away on a phone. */}
            <button
              type="button"
              aria-pressed={allColumns}
              onClick={() => setAllColumns((v) => !v)}
              className="rounded border border-slate-300 px-2 py-1 text-xs sm:invisible dark:border-slate-700"
            >
              {allColumns ? "Fewer columns" : "All columns"}
            </button>
            <TableCsvButton
              name={title}
              fileName={`ladder-${seasonRef.seasonId}-${name(shownRound)}${conference ? `-${conference}` : ""}`}
              header={ladderCsv(ladder.data.squads, movement).header}
              rows={() => ladderCsv(ladder.data.squads, movement).rows}
            />
          </div>
          {/* Narrower cell padding on a phone: the eight key columns then fit 360 px with room to spare. */}
          <div className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
            <LadderTable
              label={`Ladder after ${name(shownRound)}`}
              entries={ladder.data.squads}
              movement={movement}
              finalsPlaces={conference ? Number.POSITIVE_INFINITY : finalsPlaces}
              allColumns={allColumns}
              teamHref={(id) => squadHref(seasonRef.seasonId, id, "stats")}
              markedSquadId={myClub}
            />
          </div>
          <LadderNote
            finalsBar={!conference && ladder.data.squads.length > finalsPlaces ? finalsPlaces : undefined}
            movedSince={prevRound === undefined ? undefined : name(prevRound)}
            movementFailed={previous.isError}
          />
          <EmbedButton href={embedHrefs.ladder(seasonRef.seasonId)} title={title} />
        </>
      )}
    </div>
  );
}
