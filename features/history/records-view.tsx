import { UrlSelect } from "@/components/ui/url-select";
import {
  biggestMargins,
  ERA_PRESETS,
  eraLabel,
  eraParam,
  highestScores,
  winningStreaks,
  type Era,
  type HistMatch,
} from "@/lib/history/all-time";
import { clubHref, matchHref } from "@/lib/links";
import type { ReactNode } from "react";
import { HistoryTable } from "./history-table";
import { QuarterRecordsSection } from "./quarter-records-section";
import type { QuarterData } from "./server/history-quarters";

// All-time records (/records?era=), from the all-time summary: highest scores, biggest margins,
// longest winning streaks and the quarter records, within an era or since 1897.

const matchCell = (m: HistMatch) => ({ text: `${m.year} ${m.round}`, href: matchHref(m.id) });

/** The address named an era that is not one (the era's problem, named). */
export function RecordsProblem({ heading, problem }: { heading: ReactNode; problem: string }) {
  return (
    <div className="space-y-4">
      {heading}
      <div
        role="alert"
        className="rounded border border-amber-300 p-3 dark:border-amber-700"
        data-testid="records-problem"
      >
        {problem}
      </div>
    </div>
  );
}

export function RecordsView({
  heading,
  era,
  matches,
  quarters,
}: {
  heading: ReactNode;
  era: Era | null;
  matches: HistMatch[];
  quarters: QuarterData;
}) {
  const options = [
    ...ERA_PRESETS,
    ...(era && !ERA_PRESETS.some((e) => eraParam(e) === eraParam(era)) ? [era] : []),
  ].map((e) => ({ value: eraParam(e), label: eraLabel(e) }));
  const filters = [`Era: ${era ? eraLabel(era) : "all time"}`];
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        {heading}
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="records-scope">
          {matches.length.toLocaleString("en-AU")} matches{era ? ` from ${eraLabel(era)}` : " since 1897"},
          home and away and finals.
        </p>
        <UrlSelect
          label="Era"
          name="era"
          value={era ? eraParam(era) : ""}
          options={options}
          emptyLabel="All time"
        />
      </div>
      <ScoreRecords matches={matches} filters={filters} />
      <StreakRecords matches={matches} filters={filters} />
      <QuarterRecordsSection data={quarters} filters={filters} />
    </div>
  );
}

function ScoreRecords({ matches, filters }: { matches: HistMatch[]; filters: string[] }) {
  return (
    <>
      <HistoryTable
        title="Highest scores"
        testId="records-highest"
        filters={filters}
        columns={[
          { header: "Match" },
          { header: "Club" },
          { header: "Score", numeric: true },
          { header: "Against" },
          { header: "Their score", numeric: true },
        ]}
        rows={highestScores(matches).map((r) => [
          matchCell(r.match),
          { text: r.side.name, href: clubHref(r.side.id) },
          r.side.score,
          { text: r.opponent.name, href: clubHref(r.opponent.id) },
          r.opponent.score,
        ])}
        empty="No match in this era."
      />
      <HistoryTable
        title="Biggest margins"
        testId="records-margins"
        filters={filters}
        columns={[
          { header: "Match" },
          { header: "Winner" },
          { header: "Loser" },
          { header: "Score" },
          { header: "Margin", numeric: true },
        ]}
        rows={biggestMargins(matches).map((r) => [
          matchCell(r.match),
          { text: r.side.name, href: clubHref(r.side.id) },
          { text: r.opponent.name, href: clubHref(r.opponent.id) },
          `${r.side.score}–${r.opponent.score}`,
          r.margin,
        ])}
        empty="No match in this era."
      />
    </>
  );
}

function StreakRecords({ matches, filters }: { matches: HistMatch[]; filters: string[] }) {
  return (
    <>
      <HistoryTable
        title="Longest winning streaks"
        testId="records-streaks"
        filters={filters}
        columns={[
          { header: "Club" },
          { header: "Wins", numeric: true },
          { header: "From" },
          { header: "To" },
        ]}
        rows={winningStreaks(matches).map((s) => [
          { text: s.name, href: clubHref(s.squadId) },
          s.length,
          matchCell(s.first),
          matchCell(s.last),
        ])}
        empty="No match in this era."
      />
      <p className="-mt-6 text-xs text-slate-600 dark:text-slate-400">
        Consecutive wins across seasons, home and away and finals; a draw ends a streak. Within an era, a
        streak counts the era&apos;s matches only.
      </p>
    </>
  );
}
