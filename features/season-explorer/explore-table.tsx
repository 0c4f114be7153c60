import { AppLink } from "@/components/ui/app-link";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { SortHeader, type SortDir } from "@/components/ui/sort-header";
import { exploreHref, playerHref } from "@/lib/links";
import type { ExploreAddress } from "./model/explore-address";
import { exploreHeader, offTrend, perGame } from "./model/explore-words";
import type { ExploreReady } from "./server/explore-page";

/** The address as it is, sorted by another column (the axes and filters kept). */
function sortedHref(seasonId: number, a: ExploreAddress, column: string, dir: SortDir) {
  return exploreHref(seasonId, {
    x: a.x,
    y: a.y,
    min: a.minGames,
    squad: a.squad ?? undefined,
    position: a.position ?? undefined,
    quarter: a.quarter ?? undefined,
    zone: a.zone ?? undefined,
    sort: column,
    dir,
  });
}

// The chart's points as a table, for the keyboard and screen readers (and anyone who wants the
// numbers): each player links to his page; any column sorts by a link, so the order is in the address.
export function ExploreTable({ page, xName, yName }: { page: ExploreReady; xName: string; yName: string }) {
  const { address: a, points } = page;
  const seasonId = page.season.id;
  const [player, club, position, games, xHead, yHead, off] = exploreHeader(xName, yName);
  const header = (label: string, column: "name" | "club" | "games" | "x" | "y", numeric = true) => (
    <SortHeader
      label={label}
      column={column}
      sort={a.sort}
      dir={a.dir}
      numeric={numeric}
      sticky={column === "name"}
      href={(c, d) => sortedHref(seasonId, a, c, d)}
    />
  );
  return (
    <section className="space-y-2" aria-labelledby="explore-table-title">
      <h2 id="explore-table-title" className="font-semibold">
        The {points.length} players drawn
      </h2>
      <div className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
        <DataTable label={`Players: ${xHead} and ${yHead}`} testId="explore-table">
          <thead>
            <tr>
              {header(player, "name", false)}
              {header(club, "club", false)}
              <Th>{position}</Th>
              {header(games, "games")}
              {header(xHead, "x")}
              {header(yHead, "y")}
              <Th numeric>{off}</Th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.personId} data-testid="explore-row" data-person={p.personId}>
                <RowHeader>
                  <AppLink
                    href={playerHref(p.personId, seasonId)}
                    className="underline-offset-4 hover:underline"
                  >
                    {p.name}
                  </AppLink>
                </RowHeader>
                <Td>{p.club}</Td>
                <Td>{p.position}</Td>
                <Td numeric>{p.games}</Td>
                <Td numeric data-testid="x">
                  {perGame(p.x)}
                </Td>
                <Td numeric data-testid="y">
                  {perGame(p.y)}
                </Td>
                <Td numeric>{offTrend(p.residual)}</Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}
