"use client";

import { UrlSelect } from "@/components/ui/url-select";
import { MAX_MIN_GAMES } from "./model/explore-address";
import type { ExploreReady } from "./server/explore-page";

const GAMES = Array.from({ length: MAX_MIN_GAMES }, (_, i) => String(i + 1));

// The explorer's choices, each kept in the address: the two counts, the fewest games, club, position.
export function ExplorePicks({
  address: a,
  metrics: offered,
  clubs,
  positions,
}: Pick<ExploreReady, "address" | "metrics" | "clubs" | "positions">) {
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
        label="Position"
        name="position"
        value={a.position ?? ""}
        emptyLabel="All positions"
        options={positions.map((p) => ({ value: p.code, label: p.name }))}
      />
    </div>
  );
}
