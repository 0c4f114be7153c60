import { AppLink } from "@/components/ui/app-link";
import { UrlSelect } from "@/components/ui/url-select";
import {
  allMatches,
  clubs,
  headToHead,
  sides,
  type HeadToHead,
  type HistMatch,
  type HistSeason,
} from "@/lib/history/all-time";
import { clubHref, matchHref } from "@/lib/links";
import type { ReactNode } from "react";
import { MarginsFigure } from "./history-charts";
import { HistoryTable, type Cell } from "./history-table";

type HistClub = ReturnType<typeof clubs>[number];

// Two clubs against each other (/head-to-head?a=&b=), from the all-time summary: the pickers, then
// their record, every meeting's margin, the last meetings and the finals. a and b are the address's
// values as given, so a wrong one is named back to the visitor.

function Problem({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="rounded border border-amber-300 p-3 dark:border-amber-700"
      data-testid="h2h-problem"
    >
      {children}
    </div>
  );
}

export function HeadToHeadView({
  seasons,
  rawA,
  rawB,
  heading,
}: {
  seasons: readonly HistSeason[];
  rawA: string;
  rawB: string;
  heading: ReactNode;
}) {
  const list = clubs(seasons);
  const byId = new Map(list.map((c) => [String(c.id), c]));
  const a = byId.get(rawA);
  const b = byId.get(rawB);
  const pickers = <Pickers list={list} a={a ? rawA : ""} b={b ? rawB : ""} />;
  let problem: string | null = null;
  if (!rawA || !rawB) problem = "Choose two clubs to compare.";
  else if (!a || !b) problem = `No club has the id ${!a ? rawA : rawB}: choose the clubs from the lists.`;
  else if (a.id === b.id) problem = "Choose two different clubs.";
  if (problem || !a || !b)
    return (
      <div className="space-y-4">
        {heading}
        {pickers}
        <Problem>{problem}</Problem>
      </div>
    );
  const h = headToHead(allMatches(seasons), a.id, b.id);
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        {heading}
        {pickers}
      </div>
      <Record a={a} b={b} h={h} />
      {h.played > 0 && <Meetings a={a} b={b} h={h} />}
    </div>
  );
}

function Pickers({ list, a, b }: { list: HistClub[]; a: string; b: string }) {
  const latest = list.reduce((y, x) => Math.max(y, x.to), 0);
  const options = list.map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.from}–${c.to})`,
    group: c.to >= latest ? "Clubs of today" : "Clubs of the past",
  }));
  return (
    <div className="flex flex-wrap gap-4" data-testid="h2h-pickers">
      <UrlSelect label="First club" name="a" value={a} options={options} emptyLabel="Choose a club" />
      <UrlSelect label="Second club" name="b" value={b} options={options} emptyLabel="Choose a club" />
    </div>
  );
}

type Pair = { a: HistClub; b: HistClub; h: HeadToHead };

function Record({ a, b, h }: Pair) {
  return (
    <section aria-label="Record" className="space-y-2">
      <h2 className="text-xl font-semibold">
        <AppLink href={clubHref(a.id)} className="underline-offset-4 hover:underline">
          {a.name}
        </AppLink>{" "}
        v{" "}
        <AppLink href={clubHref(b.id)} className="underline-offset-4 hover:underline">
          {b.name}
        </AppLink>
      </h2>
      {h.played === 0 ? (
        <p data-testid="h2h-record">These clubs never met.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="h2h-record">
          {[
            ["Played", h.played, "played"],
            [`${a.name} won`, h.aWins, "a-wins"],
            [`${b.name} won`, h.bWins, "b-wins"],
            ["Drawn", h.draws, "draws"],
            ["Points", `${h.aPoints}–${h.bPoints}`, "points"],
          ].map(([k, v, t]) => (
            <div key={t} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{k}</dt>
              <dd className="tabular text-xl font-semibold" data-testid={`h2h-${t}`}>
                {v}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

const COLUMNS = [
  { header: "Match" },
  { header: "Score" },
  { header: "Winner" },
  { header: "Margin", numeric: true },
  { header: "Venue" },
];

function Meetings({ a, b, h }: Pair) {
  const names: [string, string] = [a.name, b.name];
  const filters = [`${a.name} v ${b.name}`];
  const row = (m: HistMatch): Cell[] => {
    const [own, opp] = sides(m, a.id);
    const won = own.score > opp.score ? own.name : opp.score > own.score ? opp.name : "Draw";
    return [
      { text: `${m.year} ${m.round}`, href: matchHref(m.id) },
      `${m.home.name} ${m.home.score} – ${m.away.score} ${m.away.name}`,
      won,
      Math.abs(own.score - opp.score),
      m.venue,
    ];
  };
  const recent = [...h.meetings].reverse();
  return (
    <>
      <MarginsFigure
        names={names}
        points={h.meetings.map((x, i) => ({
          n: i + 1,
          year: x.match.year,
          margin: x.margin,
          label: `${x.match.year} ${x.match.round}: ${x.match.home.name} ${x.match.home.score} – ${x.match.away.score} ${x.match.away.name}`,
        }))}
        table={
          <HistoryTable
            title={`Every meeting, ${a.name} v ${b.name}`}
            testId="h2h-all"
            columns={[{ header: "Match" }, { header: `Margin (${a.name})`, numeric: true }]}
            rows={h.meetings.map((x) => [
              { text: `${x.match.year} ${x.match.round}`, href: matchHref(x.match.id) },
              x.margin,
            ])}
            filters={filters}
          />
        }
      />
      <HistoryTable
        title="Last meetings"
        testId="h2h-last"
        columns={COLUMNS}
        rows={recent.slice(0, 10).map((x) => row(x.match))}
        filters={filters}
      />
      <HistoryTable
        title="Finals meetings"
        testId="h2h-finals"
        columns={COLUMNS}
        rows={recent.filter((x) => x.match.final).map((x) => row(x.match))}
        filters={filters}
        empty="They never met in a final."
      />
    </>
  );
}
