import { AppLink } from "@/components/ui/app-link";
import { historyData } from "@/features/history/server/history";
import { clubHref, matchHref } from "@/lib/links";
import { HistoryProgress } from "@/features/history/history-progress";
import { HistoryTable, type Cell } from "@/features/history/history-table";
import { MarginsFigure } from "@/features/history/history-charts";
import { UrlSelect } from "@/components/ui/url-select";
import { allMatches, clubs, headToHead, sides, type HistMatch } from "@/lib/history/all-time";

export const dynamic = "force-dynamic";
export const metadata = {
  title: "Head-to-head",
  description: "Two clubs' record against each other since 1897: wins, draws, points, margins, finals.",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function Problem({ children }: { children: React.ReactNode }) {
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

/** /head-to-head?a=&b= — two clubs against each other, from the all-time summary. */
export default async function HeadToHeadPage({ searchParams }: Props) {
  const sp = await searchParams;
  const rawA = one(sp.a) ?? "";
  const rawB = one(sp.b) ?? "";
  const data = await historyData();
  if (data.kind === "building")
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Head-to-head</h1>
        <HistoryProgress {...data.status} />
      </div>
    );
  const list = clubs(data.seasons);
  const byId = new Map(list.map((c) => [String(c.id), c]));
  const options = list.map((c) => ({
    value: String(c.id),
    label: `${c.name} (${c.from}–${c.to})`,
    group: c.to >= list.reduce((y, x) => Math.max(y, x.to), 0) ? "Clubs of today" : "Clubs of the past",
  }));
  const a = byId.get(rawA);
  const b = byId.get(rawB);
  const pickers = (
    <div className="flex flex-wrap gap-4" data-testid="h2h-pickers">
      <UrlSelect
        label="First club"
        name="a"
        value={a ? rawA : ""}
        options={options}
        emptyLabel="Choose a club"
      />
      <UrlSelect
        label="Second club"
        name="b"
        value={b ? rawB : ""}
        options={options}
        emptyLabel="Choose a club"
      />
    </div>
  );
  const heading = <h1 className="text-2xl font-bold">Head-to-head</h1>;

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

  const h = headToHead(allMatches(data.seasons), a.id, b.id);
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
  const columns = [
    { header: "Match" },
    { header: "Score" },
    { header: "Winner" },
    { header: "Margin", numeric: true },
    { header: "Venue" },
  ];
  const recent = [...h.meetings].reverse();
  return (
    <div className="space-y-8">
      <div className="space-y-4">
        {heading}
        {pickers}
      </div>
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
      {h.played > 0 && (
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
            columns={columns}
            rows={recent.slice(0, 10).map((x) => row(x.match))}
            filters={filters}
          />
          <HistoryTable
            title="Finals meetings"
            testId="h2h-finals"
            columns={columns}
            rows={recent.filter((x) => x.match.final).map((x) => row(x.match))}
            filters={filters}
            empty="They never met in a final."
          />
        </>
      )}
    </div>
  );
}
