import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { historyData } from "@/features/history/server/history";
import { clubHref, h2hHref, links, matchHref } from "@/lib/links";
import { HistoryProgress } from "@/features/history/history-progress";
import { HistoryTable, type Cell } from "@/features/history/history-table";
import { FinishFigure } from "@/features/history/history-charts";
import {
  allMatches,
  biggestResults,
  byDecade,
  clubNames,
  clubs,
  finishes,
  grandFinalsOf,
  premierships,
  type ClubResult,
} from "@/lib/history/all-time";
import { seasonHref } from "@/lib/links";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ squadId: string }> };

export const metadata = {
  title: "Club history",
  description:
    "A club's premierships, grand finals, ladder finishes, record by decade and biggest results since 1897.",
};

const resultRows = (rs: ClubResult[]): Cell[][] =>
  rs.map((r) => [
    { text: `${r.match.year} ${r.match.round}`, href: matchHref(r.match.id) },
    r.own.name,
    { text: r.opponent.name, href: clubHref(r.opponent.id) },
    `${r.own.score}–${r.opponent.score}`,
    Math.abs(r.margin),
  ]);
const RESULT_COLUMNS = [
  { header: "Match" },
  { header: "As" },
  { header: "Opponent" },
  { header: "Score" },
  { header: "Margin", numeric: true },
];

/** /clubs/[squadId] — a club's history under all its names, from the all-time summary. */
export default async function ClubPage({ params }: Props) {
  const raw = (await params).squadId;
  if (!/^\d{1,10}$/.test(raw)) notFound();
  const id = Number(raw);
  const data = await historyData();
  if (data.kind === "building")
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Club history</h1>
        <HistoryProgress {...data.status} />
      </div>
    );
  const { seasons } = data;
  const club = clubs(seasons).find((c) => c.id === id);
  if (!club) notFound();
  const matches = allMatches(seasons);
  const names = clubNames(seasons, id);
  const flags = premierships(seasons, id);
  const gfs = grandFinalsOf(seasons, id);
  const finish = finishes(seasons, id);
  const decades = byDecade(matches, id);
  const total = decades.reduce(
    (t, d) => ({
      played: t.played + d.played,
      won: t.won + d.won,
      drawn: t.drawn + d.drawn,
      lost: t.lost + d.lost,
    }),
    { played: 0, won: 0, drawn: 0, lost: 0 },
  );
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold" data-testid="club-name">
          {club.name}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="club-names">
          Played as{" "}
          {names.map((n, i) => (
            <span key={`${n.name}-${n.from}`}>
              {i > 0 && ", "}
              {n.name} ({n.from === n.to ? n.from : `${n.from}–${n.to}`})
            </span>
          ))}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="club-summary">
          {[
            ["Premierships", flags.length],
            ["Grand finals", gfs.length],
            ["Matches", total.played],
            ["Won–drawn–lost", `${total.won}–${total.drawn}–${total.lost}`],
          ].map(([k, v]) => (
            <div key={k} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{k}</dt>
              <dd
                className="tabular text-xl font-semibold"
                data-testid={`club-count-${String(k)
                  .toLowerCase()
                  .replace(/[^a-z]+/g, "-")}`}
              >
                {v}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm">
          <AppLink
            href={links.records}
            className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
          >
            All-time records
          </AppLink>{" "}
          ·{" "}
          <AppLink
            href={h2hHref(id)}
            className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
          >
            Head-to-head against another club
          </AppLink>
        </p>
      </header>

      <HistoryTable
        title="Premierships"
        testId="club-premierships"
        columns={[{ header: "Year" }, { header: "As" }, { header: "Decided by" }]}
        rows={flags.map((p) => [
          { text: String(p.year), href: seasonHref(p.seasonId, "ladder") },
          p.name,
          p.match ? { text: p.match.round, href: matchHref(p.match.id) } : "Round robin (no grand final)",
        ])}
        empty="No premiership."
      />

      <HistoryTable
        title="Grand finals"
        testId="club-grand-finals"
        columns={[{ header: "Match" }, { header: "Result" }, { header: "Opponent" }, { header: "Score" }]}
        rows={gfs.map((g) => [
          { text: `${g.match.year} ${g.match.round}`, href: matchHref(g.match.id) },
          g.result === "W" ? "Won" : g.result === "L" ? "Lost" : "Drawn",
          { text: g.opponent.name, href: clubHref(g.opponent.id) },
          g.score,
        ])}
        empty="No grand final."
      />

      <FinishFigure
        club={club.name}
        points={finish.map((f) => ({
          year: f.year,
          position: f.position,
          teams: f.teams,
          name: f.name,
          premiers: f.premiers,
        }))}
        table={
          <HistoryTable
            title={`${club.name}: ladder finish by year`}
            testId="club-finishes"
            columns={[
              { header: "Year" },
              { header: "As" },
              { header: "Finish", numeric: true },
              { header: "Teams", numeric: true },
              { header: "Premiers" },
            ]}
            rows={finish.map((f) => [
              { text: String(f.year), href: seasonHref(f.seasonId, "ladder") },
              f.name,
              f.position,
              f.teams,
              f.premiers ? "Premiers" : "",
            ])}
          />
        }
      />

      <HistoryTable
        title="Win rate by decade"
        testId="club-decades"
        columns={[
          { header: "Decade" },
          { header: "Played", numeric: true },
          { header: "Won", numeric: true },
          { header: "Drawn", numeric: true },
          { header: "Lost", numeric: true },
          { header: "Win rate %", numeric: true },
        ]}
        rows={decades.map((d) => [`${d.decade}s`, d.played, d.won, d.drawn, d.lost, d.winRate.toFixed(1)])}
      />
      <p className="-mt-6 text-xs text-slate-600 dark:text-slate-400">A draw counts as half a win.</p>

      <HistoryTable
        title="Biggest wins"
        testId="club-biggest-wins"
        columns={RESULT_COLUMNS}
        rows={resultRows(biggestResults(matches, id, "win"))}
      />
      <HistoryTable
        title="Biggest losses"
        testId="club-biggest-losses"
        columns={RESULT_COLUMNS}
        rows={resultRows(biggestResults(matches, id, "loss"))}
      />
    </div>
  );
}
