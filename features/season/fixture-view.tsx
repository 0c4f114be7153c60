"use client";

import type { Route } from "next";
import { liveMatchIds, useFixture } from "@/lib/queries/fixture";
import { useLiveStreams } from "@/lib/queries/live-stream-hooks";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { useSquads } from "@/lib/queries/squads";
import { ALL_ROUNDS, type RoundOption } from "@/lib/season/rounds";
import { FixtureRounds, fixtureCsv } from "@/components/tables/match-card";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { Loading, QueryError } from "@/components/ui/query-status";
import { UrlSelect } from "@/components/ui/url-select";
import type { MatchTip, TipsRecord } from "@/lib/predict/match-tip";
import { fixtureCalendarHref } from "@/lib/links";
import { HowTheModelWent } from "./how-the-model-went";
import { useMyClubId } from "@/features/my-club";

interface Props {
  seasonRef: SeasonRef;
  round: number | undefined; // undefined: all rounds
  squad: number | undefined;
  rounds: readonly RoundOption[];
  /** The model's tips (null: the season has none, e.g. the model could not be built). */
  tips: { tips: Record<number, MatchTip>; record: TipsRecord; tableHref: Route | null } | null;
}

export function FixtureView({ seasonRef, round, squad, rounds, tips }: Props) {
  const fixture = useFixture(seasonRef, { round, squad });
  const squads = useSquads(seasonRef);
  const myClub = useMyClubId();
  // The live rows' streams bring their clock and score into the fixture the rows read.
  useLiveStreams(liveMatchIds(fixture.data));
  const shown = fixture.data?.phases.flatMap((p) => p.rounds) ?? [];
  const count = shown.reduce((n, r) => n + r.matches.length, 0);
  const squadName = squads.data?.squads.find((s) => s.id === squad)?.name;
  const roundName = rounds.find((r) => r.number === round)?.name;

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">
        Fixture{roundName && ` · ${roundName}`}
        {squadName && ` · ${squadName}`}
      </h1>
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label="Round"
          name="round"
          value={round === undefined ? ALL_ROUNDS : String(round)}
          options={[
            { value: ALL_ROUNDS, label: "All rounds" },
            ...rounds.map((r) => ({ value: String(r.number), label: r.name, group: r.phase })),
          ]}
        />
        <UrlSelect
          label="Team"
          name="squad"
          value={squad === undefined ? "" : String(squad)}
          emptyLabel="All teams"
          options={(squads.data?.squads ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
      </div>
      {fixture.isPending && <Loading what="the fixture" />}
      {fixture.isError && <QueryError error={fixture.error} what="the fixture" />}
      {fixture.data && (
        <>
          <div className="flex items-center justify-between gap-2">
            <p
              className="text-sm text-slate-600 dark:text-slate-400"
              data-testid="match-count"
              aria-live="polite"
            >
              {count} {count === 1 ? "match" : "matches"}. Times are local to the venue, then yours.
            </p>
            <div className="flex items-center gap-2">
              <a
                href={fixtureCalendarHref(seasonRef.seasonId, squad)}
                className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 print:hidden dark:border-slate-700 dark:hover:bg-slate-800"
                data-testid="add-to-calendar"
                // The name starts with the words shown (WCAG 2.5.3: a voice user says what they see).
                aria-label={`Add to calendar: ${squadName ? `${squadName}'s matches` : "the season's matches"}`}
              >
                Add to calendar
              </a>
              <TableCsvButton
                name={`Fixture${roundName ? ` · ${roundName}` : ""}${squadName ? ` · ${squadName}` : ""}`}
                fileName={`fixture-${seasonRef.seasonId}-${roundName ?? "all-rounds"}${squadName ? `-${squadName}` : ""}`}
                header={fixtureCsv([]).header}
                rows={() => fixtureCsv(shown).rows}
              />
            </div>
          </div>
          <FixtureRounds rounds={shown} tips={tips?.tips} markedSquadId={myClub} />
        </>
      )}
      {tips && <HowTheModelWent record={tips.record} tableHref={tips.tableHref} />}
    </div>
  );
}
