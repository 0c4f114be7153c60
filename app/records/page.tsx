import { historyData } from "@/features/history/server/history";
import { clubHref, matchHref } from "@/lib/links";
import { quarterData } from "@/features/history/server/history-quarters";
import { HistoryProgress } from "@/features/history/history-progress";
import { QuarterRecordsSection } from "@/features/history/quarter-records-section";
import { HistoryTable } from "@/features/history/history-table";
import { UrlSelect } from "@/components/ui/url-select";
import {
  allMatches,
  biggestMargins,
  ERA_PRESETS,
  eraLabel,
  eraParam,
  highestScores,
  inEra,
  parseEra,
  winningStreaks,
  type HistMatch,
} from "@/lib/history/all-time";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Records",
  description:
    "Highest scores, biggest margins, longest winning streaks and most points in a quarter since 1897, by era.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const matchCell = (m: HistMatch) => ({ text: `${m.year} ${m.round}`, href: matchHref(m.id) });

/** /records?era=1897-1945 — all-time records from the all-time summary, filterable by era. */
export default async function RecordsPage({ searchParams }: Props) {
  const parsed = parseEra((await searchParams).era);
  const heading = <h1 className="text-2xl font-bold">Records</h1>;
  if (!parsed.ok)
    return (
      <div className="space-y-4">
        {heading}
        <div
          role="alert"
          className="rounded border border-amber-300 p-3 dark:border-amber-700"
          data-testid="records-problem"
        >
          {parsed.problem}
        </div>
      </div>
    );
  const data = await historyData();
  if (data.kind === "building")
    return (
      <div className="space-y-4">
        {heading}
        <HistoryProgress {...data.status} />
      </div>
    );
  const era = parsed.era;
  const matches = allMatches(data.seasons).filter(inEra(era));
  const options = [
    ...ERA_PRESETS,
    ...(era && !ERA_PRESETS.some((e) => eraParam(e) === eraParam(era)) ? [era] : []),
  ].map((e) => ({ value: eraParam(e), label: eraLabel(e) }));
  const filters = [`Era: ${era ? eraLabel(era) : "all time"}`];
  const quarters = await quarterData(matches);
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
      <QuarterRecordsSection data={quarters} filters={filters} />
    </div>
  );
}
