import type { RoundRatings } from "@/features/predictions/model/from-fixture";
import type { ComponentProps } from "react";
import type { SeasonTeam } from "@/features/predictions/model/season-input";
import type { OutlookRow } from "./outlook-table";
import { PickList } from "./pick-list";
import { PositionHeatTable } from "./position-heat-table";
import { RatingsTable } from "./ratings-table";

// The predictor's titled sections below the ladder, markup only: each heads a table of its own file.

export function PositionsSection({
  rows,
  finalsPlaces,
}: {
  rows: readonly OutlookRow[];
  finalsPlaces: number;
}) {
  return (
    <section aria-labelledby="positions" className="space-y-2">
      <h2 id="positions" className="text-lg font-semibold">
        Chance of each ladder position
      </h2>
      <PositionHeatTable rows={rows} finalsPlaces={finalsPlaces} />
    </section>
  );
}

/** The matches still to play, a round a block, each with its pick (the list's own props, passed on). */
export function PicksSection(props: ComponentProps<typeof PickList>) {
  return (
    <section aria-labelledby="picks" className="space-y-2">
      <h2 id="picks" className="text-lg font-semibold">
        Ladder predictor: pick the results
      </h2>
      <PickList {...props} />
    </section>
  );
}

export function RatingsSection({
  teams,
  rounds,
}: {
  teams: readonly SeasonTeam[];
  rounds: readonly RoundRatings[];
}) {
  return (
    <section aria-labelledby="ratings" className="space-y-2">
      <h2 id="ratings" className="text-lg font-semibold">
        Team ratings after each round
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Points better (or worse) than an average team on a neutral ground, as they stood after each round.
      </p>
      {rounds.length ? <RatingsTable teams={teams} rounds={rounds} /> : <p>No round completed yet.</p>}
    </section>
  );
}
