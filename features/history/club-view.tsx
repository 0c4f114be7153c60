import { AppLink } from "@/components/ui/app-link";
import type { ClubResult } from "@/lib/history/all-time";
import { clubHref, h2hHref, links, matchHref, seasonHref } from "@/lib/links";
import { FinishFigure } from "./history-charts";
import { HistoryTable, type Cell } from "./history-table";
import type { ClubHistory } from "./model/club-history";

// A club's history under all its names (/clubs/[squadId]): its counts, premierships, grand finals,
// finishes by year, record by decade and biggest results.

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

export function ClubView({ history }: { history: ClubHistory }) {
  return (
    <div className="space-y-8">
      <ClubHeader h={history} />
      <ClubHonours h={history} />
      <ClubRecord h={history} />
    </div>
  );
}

function ClubHeader({ h }: { h: ClubHistory }) {
  return (
    <header className="space-y-2">
      <h1 className="text-2xl font-bold" data-testid="club-name">
        {h.club.name}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="club-names">
        Played as{" "}
        {h.names.map((n, i) => (
          <span key={`${n.name}-${n.from}`}>
            {i > 0 && ", "}
            {n.name} ({n.from === n.to ? n.from : `${n.from}–${n.to}`})
          </span>
        ))}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="club-summary">
        {[
          ["Premierships", h.premierships.length],
          ["Grand finals", h.grandFinals.length],
          ["Matches", h.total.played],
          ["Won–drawn–lost", `${h.total.won}–${h.total.drawn}–${h.total.lost}`],
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
          href={h2hHref(h.id)}
          className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
        >
          Head-to-head against another club
        </AppLink>
      </p>
    </header>
  );
}

function ClubHonours({ h }: { h: ClubHistory }) {
  return (
    <>
      <HistoryTable
        title="Premierships"
        testId="club-premierships"
        columns={[{ header: "Year" }, { header: "As" }, { header: "Decided by" }]}
        rows={h.premierships.map((p) => [
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
        rows={h.grandFinals.map((g) => [
          { text: `${g.match.year} ${g.match.round}`, href: matchHref(g.match.id) },
          g.result === "W" ? "Won" : g.result === "L" ? "Lost" : "Drawn",
          { text: g.opponent.name, href: clubHref(g.opponent.id) },
          g.score,
        ])}
        empty="No grand final."
      />

      <FinishFigure
        club={h.club.name}
        points={h.finishes.map((f) => ({
          year: f.year,
          position: f.position,
          teams: f.teams,
          name: f.name,
          premiers: f.premiers,
        }))}
        table={
          <HistoryTable
            title={`${h.club.name}: ladder finish by year`}
            testId="club-finishes"
            columns={[
              { header: "Year" },
              { header: "As" },
              { header: "Finish", numeric: true },
              { header: "Teams", numeric: true },
              { header: "Premiers" },
            ]}
            rows={h.finishes.map((f) => [
              { text: String(f.year), href: seasonHref(f.seasonId, "ladder") },
              f.name,
              f.position,
              f.teams,
              f.premiers ? "Premiers" : "",
            ])}
          />
        }
      />
    </>
  );
}

function ClubRecord({ h }: { h: ClubHistory }) {
  return (
    <>
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
        rows={h.decades.map((d) => [`${d.decade}s`, d.played, d.won, d.drawn, d.lost, d.winRate.toFixed(1)])}
      />
      <p className="-mt-6 text-xs text-slate-600 dark:text-slate-400">A draw counts as half a win.</p>

      <HistoryTable
        title="Biggest wins"
        testId="club-biggest-wins"
        columns={RESULT_COLUMNS}
        rows={resultRows(h.biggestWins)}
      />
      <HistoryTable
        title="Biggest losses"
        testId="club-biggest-losses"
        columns={RESULT_COLUMNS}
        rows={resultRows(h.biggestLosses)}
      />
    </>
  );
}
