"use client";

import { useCallback, useMemo, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { RoundRatings } from "@/features/predictions/model/from-fixture";
import { formatPicks, parsePicks } from "@/features/predictions/model/picks";
import type { Pick, SeasonInput } from "@/features/predictions/model/season-input";
import { formatForFinalsWeeks } from "@/features/predictions/model/finals-bracket";
import type { RoundOption } from "@/lib/season/rounds";
import { hrefWith } from "@/components/ui/href-with";
import { UrlSelect } from "@/components/ui/url-select";
import { ChancesChart } from "./chances-chart";
import { OUTLOOK_HEADER, OutlookTable, outlookCells, outlookRows } from "./outlook-table";
import { PickList } from "./pick-list";
import { PositionHeatTable } from "./position-heat-table";
import { RatingsTable } from "./ratings-table";
import { SeasonCsvButton, SeasonImageButtons } from "@/components/charts/season-exports";
import { useSeasonOutlook } from "./use-season-outlook";

interface Props {
  input: SeasonInput;
  ratingsByRound: RoundRatings[];
  rounds: readonly RoundOption[];
  round: number | undefined;
}

export function PredictorView({ input, ratingsByRound, rounds, round }: Props) {
  const pathname = usePathname();
  const search = useSearchParams();
  const rawPicks = search.get("picks") ?? undefined;
  const { picks, rejected } = useMemo(
    () => parsePicks(rawPicks, input.remaining),
    [rawPicks, input.remaining],
  );
  const picksKey = formatPicks(picks);
  const { outlook, busy } = useSeasonOutlook(input, picks, picksKey);
  const teams = useMemo(() => new Map(input.teams.map((t) => [t.id, t])), [input.teams]);
  const format = formatForFinalsWeeks(input.finalsWeeks);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const rows = outlook ? outlookRows(input, outlook) : null;
  const roundName = (n: number | null) =>
    n === null ? "now" : `after ${rounds.find((r) => r.number === n)?.name ?? n}`;

  // Picks are written with history.replaceState: Next's router observes it (useSearchParams updates)
  // without asking the server again; the address can be shared as it stands.
  const onPick = useCallback(
    (id: number, pick: Pick | undefined) => {
      const next = new Map(picks);
      if (pick) next.set(id, pick);
      else next.delete(id);
      window.history.replaceState(null, "", hrefWith(pathname, search, { picks: formatPicks(next) }));
    },
    [picks, pathname, search],
  );
  const stamp = () => [
    `Predictor · season ${input.seasonId} · as it stood ${roundName(input.afterRound)}`,
    `Picks: ${picksKey || "none"} · ${outlook?.simulations ?? 0} simulated seasons, seed ${outlook?.seed ?? ""}`,
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">
        Predictor {input.afterRound === null ? "" : roundName(input.afterRound)}
      </h1>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        The rest of the season played {outlook?.simulations.toLocaleString("en-AU") ?? "10,000"} times from
        the teams&apos; ratings, then the finals (
        {format.teams === 8 ? "the AFL's top-eight system" : "top four: semi-finals and a grand final"}). Pick
        any result below and every chance updates.{" "}
        <a className="underline" href="/about#predictions">
          How it works
        </a>
        .
      </p>
      <div className="flex flex-wrap items-end gap-4">
        <UrlSelect
          label="As it stood"
          name="round"
          value={round === undefined ? "" : String(round)}
          emptyLabel="Now"
          resets={["picks"]}
          options={rounds.map((r) => ({ value: String(r.number), label: `After ${r.name}` }))}
        />
        {picks.size > 0 && (
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-700"
            onClick={() =>
              window.history.replaceState(null, "", hrefWith(pathname, search, { picks: undefined }))
            }
          >
            Clear {picks.size} pick{picks.size > 1 ? "s" : ""}
          </button>
        )}
      </div>
      {rejected.length > 0 && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300" data-testid="rejected-picks">
          Ignored picks (not a match still to play, or not a result): {rejected.join(", ")}
        </p>
      )}
      <section
        aria-labelledby="outlook"
        aria-busy={busy}
        className="space-y-2"
        data-testid="outlook"
        data-busy={busy}
        // The picks the section is for: with data-busy, a reader (or a test) knows the figures shown
        // are those picks' once busy is false, not the previous picks' still on screen.
        data-picks={picksKey}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="outlook" className="text-lg font-semibold">
            Projected ladder
          </h2>
          {rows && (
            <SeasonCsvButton
              name="Projected ladder"
              stamp={stamp}
              header={[...OUTLOOK_HEADER, ...rows.map((_, i) => `P(${i + 1})`)]}
              rows={() => rows.map((r) => [...outlookCells(r), ...r.positions.map((p) => p.toFixed(4))])}
            />
          )}
        </div>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {busy
            ? "Simulating the season…"
            : `${input.remaining.length} matches to play, ${picks.size} picked.`}
        </p>
        {rows && <OutlookTable rows={rows} />}
      </section>
      {rows && (
        <section aria-labelledby="positions" className="space-y-2">
          <h2 id="positions" className="text-lg font-semibold">
            Chance of each ladder position
          </h2>
          <PositionHeatTable rows={rows} finalsPlaces={format.teams} />
        </section>
      )}
      {rows && (
        <figure className="space-y-2" data-testid="chances-figure">
          <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">Finals and premiership chances</span>
            <span className="flex gap-2">
              <SeasonImageButtons name="Finals and premiership chances" stamp={stamp} svgRef={svgRef} />
            </span>
          </figcaption>
          <ChancesChart rows={rows} finalsPlaces={format.teams} svgRef={svgRef} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            The same figures are in the projected ladder table above.
          </p>
        </figure>
      )}
      {input.remaining.length > 0 && (
        <section aria-labelledby="picks" className="space-y-2">
          <h2 id="picks" className="text-lg font-semibold">
            Ladder predictor: pick the results
          </h2>
          <PickList matches={input.remaining} teams={teams} picks={picks} onPick={onPick} />
        </section>
      )}
      <section aria-labelledby="ratings" className="space-y-2">
        <h2 id="ratings" className="text-lg font-semibold">
          Team ratings after each round
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Points better (or worse) than an average team on a neutral ground, as they stood after each round.
        </p>
        {ratingsByRound.length ? (
          <RatingsTable teams={input.teams} rounds={ratingsByRound} />
        ) : (
          <p>No round completed yet.</p>
        )}
      </section>
    </div>
  );
}
