"use client";

import { AppLink } from "@/components/ui/app-link";
import type { Part, ScoutPage } from "@/features/scouting/server/scout";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { formatOneDecimal } from "@/lib/format/numbers";
import { matchHref, playerHref, squadHref } from "@/lib/links";
import {
  LANES,
  LAST_DEFAULT,
  LAST_MAX,
  LAUNCH_BANDS,
  type EntryGrid,
  type TopPlayer,
} from "@/features/scouting/model/scout";
import { DensityToggle, useDensity } from "@/components/charts/density-layer";
import { SeasonShotMap } from "@/components/charts/season-shot-map";
import { PrintButton } from "@/components/ui/print-button";
import { SynthesisedNote } from "@/components/ui/synthesised-note";
import { ForAgainstTable } from "@/features/scouting/for-against-table";
import { entryCell, laneEntries } from "@/features/scouting/entry-grid";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { SignInLink } from "@/components/ui/sign-in-link";
import { TableCsvButton } from "@/components/ui/table-csv-button";

// The opposition scouting report: what a coach reads before playing this team, over its last N
// completed matches. Two printed pages: the matches and both shot maps first, then entries, chains,
// clearances and its top players.

type Ready = Extract<ScoutPage, { kind: "ready" }>;

const link = "text-sky-800 underline dark:text-sky-300";
const muted = "text-sm text-slate-600 dark:text-slate-400";
const pct = (part: number, whole: number) => (whole > 0 ? `${formatOneDecimal((100 * part) / whole)}%` : "–");
const LAST_CHOICES = [3, LAST_DEFAULT, LAST_MAX];

function Title({ page }: { page: ScoutPage }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold">{page.squad.name} · scouting report</h1>
      <p className={muted}>
        {page.seasonName} ·{" "}
        <AppLink href={squadHref(page.seasonId, page.squad.id, "stats")} className={link}>
          season statistics
        </AppLink>
      </p>
    </div>
  );
}

function Missing({ part }: { part: Part<unknown> }) {
  return part.ok ? null : (
    <p className="text-sm" data-testid="scout-part-problem">
      {part.problem}
    </p>
  );
}

function Matches({ page }: { page: Ready }) {
  return (
    <section aria-labelledby="scout-matches" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="scout-matches" className="text-lg font-semibold">
          Its last {page.matches.length} completed {page.matches.length === 1 ? "match" : "matches"}
        </h2>
        <nav aria-label="How many matches" className="flex flex-wrap items-center gap-2 text-sm print:hidden">
          <span>Last</span>
          {LAST_CHOICES.map((n) =>
            n === page.last ? (
              <span
                key={n}
                aria-current="page"
                className="rounded bg-slate-200 px-2 py-0.5 dark:bg-slate-700"
              >
                {n}
              </span>
            ) : (
              <AppLink
                key={n}
                href={squadHref(page.seasonId, page.squad.id, "scout", { last: n })}
                className={`${link} px-2 py-0.5`}
              >
                {n}
              </AppLink>
            ),
          )}
          <PrintButton />
        </nav>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-testid="scout-matches">
        {page.matches.map((m) => (
          <li key={m.matchId} data-testid="scout-match">
            <AppLink href={matchHref(m.matchId)} className={link}>
              {m.round}
            </AppLink>{" "}
            {m.home ? "v" : "at"} {m.opponent.code}: {m.result} {m.for}–{m.against}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Shots({ page }: { page: Ready }) {
  const [density, setDensity] = useDensity();
  const s = page.shots;
  return (
    <section aria-labelledby="scout-shots" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="scout-shots" className="text-lg font-semibold">
          Shots at goal, its own and conceded
        </h2>
        <div className="print:hidden">
          <DensityToggle on={density} onChange={setDensity} />
        </div>
      </div>
      <Missing part={s} />
      {s.ok && (
        <>
          {s.value.missing.length > 0 && (
            <p className={muted}>
              {s.value.missing.length} of the matches are left off the maps: their ground&apos;s size is not
              known.
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:grid-cols-2">
            <SeasonShotMap
              shots={s.value.for}
              who={`${page.squad.name}, last ${page.matches.length}`}
              heading={`${page.squad.name}'s shots`}
              caption="Its shots toward the goal it attacked"
              testId="scout-shots-for"
              colour={HOME_COLOUR}
              kicker
              density={density}
            />
            <SeasonShotMap
              shots={s.value.against}
              who={`against ${page.squad.name}, last ${page.matches.length}`}
              heading="Shots conceded"
              caption="Its opponents' shots toward the goal they attacked"
              testId="scout-shots-against"
              colour={AWAY_COLOUR}
              kicker
              density={density}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** One launch band across the lanes: entries, and the share of them that scored. */
function EntryBandRow({
  grid,
  band,
  testId,
}: {
  grid: EntryGrid;
  band: (typeof LAUNCH_BANDS)[number];
  testId: string;
}) {
  return (
    <tr>
      <RowHeader>{band.label}</RowHeader>
      {LANES.map((l) => {
        const c = entryCell(grid, band.code, l.code);
        return (
          <Td
            key={l.code}
            numeric
            data-testid={`${testId}-cell`}
            data-entries={c.entries}
            data-scores={c.scores}
          >
            {c.entries}
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {pct(c.scores, c.entries)}
            </span>
          </Td>
        );
      })}
    </tr>
  );
}

/** Every band together: each lane's entries, and its share of all of them. */
function EntryTotalsRow({ grid }: { grid: EntryGrid }) {
  return (
    <tr>
      <RowHeader>All ({grid.total})</RowHeader>
      {LANES.map((l) => (
        <Td key={l.code} numeric>
          {laneEntries(grid, l.code)}
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {pct(laneEntries(grid, l.code), grid.total)}
          </span>
        </Td>
      ))}
    </tr>
  );
}

function EntryTable({
  grid,
  name,
  fileName,
  testId,
}: {
  grid: EntryGrid;
  name: string;
  fileName: string;
  testId: string;
}) {
  return (
    <div className="min-w-0 space-y-1 break-inside-avoid">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        <TableCsvButton
          name={name}
          fileName={fileName}
          header={["Launched from", "Lane", "Entries", "Scores", "Retained", "Score %"]}
          rows={() =>
            grid.cells.map((c) => [
              LAUNCH_BANDS.find((b) => b.code === c.band)!.label,
              LANES.find((l) => l.code === c.lane)!.label,
              c.entries,
              c.scores,
              c.retained,
              pct(c.scores, c.entries),
            ])
          }
        />
      </div>
      <DataTable label={name} testId={testId}>
        <thead>
          <tr>
            <Th sticky>Launched from</Th>
            {LANES.map((l) => (
              <Th key={l.code} numeric>
                {l.label}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LAUNCH_BANDS.map((b) => (
            <EntryBandRow key={b.code} grid={grid} band={b} testId={testId} />
          ))}
          <EntryTotalsRow grid={grid} />
        </tbody>
      </DataTable>
    </div>
  );
}

function Entries({ page }: { page: Ready }) {
  const e = page.entries;
  const file = `scout-${page.squad.id}-${page.seasonId}-entries`;
  return (
    <section aria-labelledby="scout-entries" className="space-y-2">
      <h2 id="scout-entries" className="text-lg font-semibold">
        Inside-50 entries by launch zone and lane
      </h2>
      <p className={muted}>
        Launched from: the entry&apos;s distance to the goal it went toward. Lanes as the attacking side looks
        at its goal: the corridor is the centre square&apos;s width (50 m) carried down the ground, the flanks
        either side of it. Under each count, the share of those entries whose chain ended in a score; in the
        last row, each lane&apos;s share of all entries.
      </p>
      <Missing part={e} />
      {e.ok && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:grid-cols-2">
          <EntryTable
            grid={e.value.for}
            name={`${page.squad.name}'s entries`}
            fileName={`${file}-for`}
            testId="scout-entries-for"
          />
          <EntryTable
            grid={e.value.against}
            name="Entries conceded"
            fileName={`${file}-against`}
            testId="scout-entries-against"
          />
        </div>
      )}
    </section>
  );
}

function Chains({ page }: { page: Ready }) {
  const c = page.chains;
  const file = `scout-${page.squad.id}-${page.seasonId}`;
  return (
    <section aria-labelledby="scout-chains" className="space-y-2">
      <h2 id="scout-chains" className="text-lg font-semibold">
        Possession chains: how they start and how they end
      </h2>
      <Missing part={c} />
      {c.ok && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3 print:grid-cols-3">
          <ForAgainstTable
            id="scout-chain-starts"
            heading={`Chains by start (${c.value.total.for} for, ${c.value.total.against} against)`}
            kind="Chain start"
            name={`${page.squad.name} chains by start`}
            fileName={`${file}-chain-starts`}
            rows={c.value.starts}
            testId="scout-chain-starts"
          />
          <ForAgainstTable
            id="scout-chain-points"
            heading="Points by chain start"
            kind="Chain start"
            name={`${page.squad.name} points by chain start`}
            fileName={`${file}-chain-points`}
            rows={c.value.startPoints}
            testId="scout-chain-points"
          />
          <ForAgainstTable
            id="scout-chain-ends"
            heading="Chains by end"
            kind="Chain end"
            name={`${page.squad.name} chains by end`}
            fileName={`${file}-chain-ends`}
            rows={c.value.ends}
            testId="scout-chain-ends"
          />
        </div>
      )}
    </section>
  );
}

function Clearances({ page }: { page: Ready }) {
  const c = page.clearances;
  return (
    <section aria-labelledby="scout-clearances-h" className="space-y-2">
      <h2 id="scout-clearances-h" className="text-lg font-semibold">
        Clearances
      </h2>
      <Missing part={c} />
      {c.ok && (
        <ForAgainstTable
          id="scout-clearances"
          heading="From centre bounces and other stoppages"
          kind="Clearances"
          name={`${page.squad.name} clearances`}
          fileName={`scout-${page.squad.id}-${page.seasonId}-clearances`}
          rows={c.value}
          testId="scout-clearances"
        />
      )}
    </section>
  );
}

function TopList({
  page,
  metric,
}: {
  page: Ready;
  metric: { code: string; label: string; players: TopPlayer[] };
}) {
  return (
    <div className="min-w-0 break-inside-avoid" data-testid="scout-top" data-metric={metric.code}>
      <h3 className="font-semibold">
        {metric.label}{" "}
        <span className="text-xs font-normal text-slate-600 dark:text-slate-400">total (a game)</span>
      </h3>
      <ol className="text-sm">
        {metric.players.map((p) => (
          <li
            key={p.id}
            className="flex justify-between gap-2"
            data-testid="scout-top-player"
            data-total={p.total}
          >
            <AppLink href={playerHref(p.id, page.seasonId)} className={`${link} min-w-0 truncate`}>
              {p.name}
            </AppLink>
            <span className="tabular whitespace-nowrap">
              {p.total}{" "}
              <span className="text-slate-600 dark:text-slate-400">
                ({formatOneDecimal(p.total / p.games)})
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Top({ page }: { page: Ready }) {
  const t = page.top;
  return (
    <section aria-labelledby="scout-top-h" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="scout-top-h" className="text-lg font-semibold">
          Its top players
        </h2>
        {t.ok && (
          <TableCsvButton
            name={`${page.squad.name} top players`}
            fileName={`scout-${page.squad.id}-${page.seasonId}-top-players`}
            header={["Metric", "Player", "Total", "Games", "A game"]}
            rows={() =>
              t.value.flatMap((m) =>
                m.players.map((p) => [
                  m.label,
                  p.name,
                  p.total,
                  p.games,
                  formatOneDecimal(p.total / p.games),
                ]),
              )
            }
          />
        )}
      </div>
      <Missing part={t} />
      {t.ok && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-3 print:gap-2">
          {t.value.map((m) => (
            <TopList key={m.code} page={page} metric={m} />
          ))}
        </div>
      )}
    </section>
  );
}

export function ScoutView({ page }: { page: ScoutPage }) {
  if (page.kind === "refused")
    return (
      <div className="space-y-4">
        <Title page={page} />
        <p data-testid="scout-refused">
          The scouting report is drawn from match event data, for coaches and analysts
          {page.signedIn ? (
            "."
          ) : (
            <>
              : <SignInLink className={link}>sign in</SignInLink>.
            </>
          )}
        </p>
      </div>
    );
  if (page.kind === "bad-address")
    return (
      <div className="space-y-4">
        <Title page={page} />
        <p role="alert" data-testid="scout-problem">
          {page.problem}{" "}
          <AppLink href={squadHref(page.seasonId, page.squad.id, "scout")} className={link}>
            Show the last {LAST_DEFAULT}
          </AppLink>
          .
        </p>
      </div>
    );
  if (page.kind === "no-detail")
    return (
      <div className="space-y-4">
        <Title page={page} />
        <p data-testid="scout-no-detail">
          No detailed statistics for this team in this season: the report needs completed matches with event
          data.
        </p>
      </div>
    );
  return (
    // On paper: smaller type and cells, tables in full (no scroll boxes), two A4 pages.
    <div
      className="space-y-6 print:space-y-3 print:text-[8.5pt] print:[&_[role=region]]:max-h-none print:[&_[role=region]]:overflow-visible print:[&_h2]:text-[11pt] print:[&_table]:text-[8pt] print:[&_td]:px-1 print:[&_td]:py-0 print:[&_th]:px-1 print:[&_th]:py-0"
      data-testid="scout-report"
    >
      <div className="space-y-4">
        <Title page={page} />
        <Matches page={page} />
        <SynthesisedNote>
          The shots&apos; and entries&apos; places, the chains and the kinds of clearance come from the
          synthesised match events: the counts are the record, where and how are illustrations
        </SynthesisedNote>
        <Shots page={page} />
      </div>
      {/* The second printed page. */}
      <div className="space-y-6 print:break-before-page print:space-y-3">
        <Entries page={page} />
        <Chains page={page} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 print:grid-cols-3 print:gap-3">
          <Clearances page={page} />
          <div className="min-w-0 lg:col-span-2 print:col-span-2">
            <Top page={page} />
          </div>
        </div>
      </div>
    </div>
  );
}
