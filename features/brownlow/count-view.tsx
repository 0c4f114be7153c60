"use client";

import dynamic from "next/dynamic";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { UrlSelect } from "@/components/ui/url-select";
import { HOME_COLOUR } from "@/lib/charts/palette";
import type { CountPage } from "./server/season-count";
import { CountNotes } from "./count-notes";
import { CountTable } from "./count-table";
import { votesText } from "./vote-format";

// Recharts after the page is interactive, as on the leaders page; the table shows the same players.
const LeaderBars = dynamic(() => import("@/components/charts/recharts/leader-bars-chart"), { ssr: false });

const CHART_ROWS = 10;

type Ready = Extract<CountPage, { kind: "ready" }>;

/** The season's Brownlow count after a round: predicted tallies, medal chances, real votes beside. */
export function CountView({
  seasonId,
  seasonName,
  page,
}: {
  seasonId: number;
  seasonName: string;
  page: Ready;
}) {
  const roundName = page.rounds.find((r) => r.number === page.round)!.name;
  const showReal = page.real.none < page.matches;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Brownlow count, predicted</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="count-scope">
        {page.final ? "The whole home-and-away season" : `After ${roundName}`}: {page.matches} matches,{" "}
        {page.matches * 6} votes. Each match&apos;s 3, 2 and 1 predicted from the players&apos; box scores and
        their team&apos;s result and margin; a player&apos;s expected votes add up his chances. His chance of
        the medal comes from {page.runs.toLocaleString("en")} simulated seasons (joint winners each count)
        {page.later > 0 &&
          `, in which the ${page.later} home-and-away matches still to count are drawn from each player's games so far (and some of the league's) within his team's latest side`}
        .
      </p>
      <UrlSelect
        label="Count after"
        name="round"
        value={String(page.round)}
        options={page.rounds.map((r) => ({ value: String(r.number), label: r.name }))}
      />
      <LeaderBars
        title={`Expected Brownlow votes, ${seasonName}: the leaders`}
        bars={page.rows.slice(0, CHART_ROWS).map((r, i) => ({
          label: `${i + 1}. ${r.name}`,
          value: r.expected,
          valueDisplay: votesText(r.expected),
          colour: HOME_COLOUR,
        }))}
      />
      <TableCsvButton
        name={`Brownlow count, predicted · ${seasonName} · after ${roundName}`}
        fileName={`brownlow-${seasonId}-round-${page.round}`}
        header={[
          "Rank",
          "Player",
          "Club",
          "Games",
          "Expected votes",
          "Chance of the medal",
          ...(showReal ? ["Real votes"] : []),
        ]}
        rows={() =>
          page.rows.map((r, i) => [
            i + 1,
            r.name,
            r.squadName,
            r.games,
            Number(r.expected.toFixed(4)),
            Number(r.chance.toFixed(4)),
            ...(showReal ? [r.real ?? ""] : []),
          ])
        }
      />
      <CountTable
        rows={page.rows}
        seasonId={seasonId}
        caption={`Brownlow count after ${roundName}`}
        chanceLabel="Chance of the medal"
        chanceHeading="Medal"
        showReal={showReal}
      />
      <CountNotes page={page} />
    </div>
  );
}
