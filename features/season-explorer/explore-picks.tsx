"use client";

import { QuarterZonePicks } from "@/components/ui/quarter-zone-picks";
import { SignInLink } from "@/components/ui/sign-in-link";
import { UrlSelect } from "@/components/ui/url-select";
import { MAX_MIN_GAMES } from "./model/explore-address";
import type { ExploreReady } from "./server/explore-page";

const GAMES = Array.from({ length: MAX_MIN_GAMES }, (_, i) => String(i + 1));

// The explorer's choices, each kept in the address: the two counts, the fewest games, club, position,
// and for coaches, analysts and admins a quarter and a zone (event data: anyone else sees why not).
export function ExplorePicks({
  address: a,
  metrics: offered,
  clubs,
  positions,
  positionsInferred,
  cuts,
}: Pick<ExploreReady, "address" | "metrics" | "clubs" | "positions" | "positionsInferred" | "cuts">) {
  const metrics = offered.map((m) => ({ value: m.code, label: m.name }));
  return (
    <div className="flex flex-wrap gap-4">
      <UrlSelect label="Across (x)" name="x" value={a.x} options={metrics} />
      <UrlSelect label="Up (y)" name="y" value={a.y} options={metrics} />
      <UrlSelect
        label="Fewest games"
        name="min"
        value={String(a.minGames)}
        options={GAMES.map((g) => ({ value: g, label: g }))}
      />
      <UrlSelect
        label="Club"
        name="squad"
        value={a.squad === null ? "" : String(a.squad)}
        emptyLabel="All clubs"
        options={clubs.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <UrlSelect
        label={positionsInferred ? "Position (inferred)" : "Position"}
        name="position"
        value={a.position ?? ""}
        emptyLabel="All positions"
        options={positions.map((p) => ({ value: p.code, label: p.name }))}
      />
      {cuts ? (
        <QuarterZonePicks quarterParam="quarter" quarter={a.quarter} zone={a.zone} />
      ) : (
        <p className="basis-full text-sm text-slate-600 dark:text-slate-400" data-testid="explore-cuts-note">
          Each count by quarter and by zone is drawn from match event data, for coaches and analysts:{" "}
          <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
        </p>
      )}
    </div>
  );
}
