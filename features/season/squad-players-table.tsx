import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";
import type { SquadPlayer } from "@/lib/contract";
import { formatOneDecimal } from "@/lib/format/numbers";
import { playerHref } from "@/lib/links";
import type { SortDir, SquadColumn } from "@/lib/season/squad-sort";
import { DataTable, RowHeader, Td } from "@/components/ui/data-table";
import { SortHeader } from "@/components/ui/sort-header";

interface Props {
  label: string;
  players: readonly SquadPlayer[]; // already in the order shown
  sort: SquadColumn;
  dir: SortDir;
  href: (column: string, dir: SortDir) => Route;
  seasonId: number; // each name links to the player's page for this season
}

const dash = (v: number | null, unit: string) => (v === null ? "–" : `${v} ${unit}`);

/** The table's columns and cell text as CSV, in the order shown. */
export function squadPlayersCsv(players: readonly SquadPlayer[]) {
  return {
    header: ["No.", "Player", "Position", "Age", "Height", "Weight", "Games"],
    rows: players.map((p) => [
      p.jumperNumber,
      `${p.firstname} ${p.surname}`,
      p.position.name,
      formatOneDecimal(p.ageSeason),
      dash(p.height, "cm"),
      dash(p.weight, "kg"),
      p.matches.season,
    ]),
  };
}

/** A squad's players: jumper, name, position, age, height, weight and games this season. */
export function SquadPlayersTable({ label, players, sort, dir, href, seasonId }: Props) {
  const header = (column: SquadColumn, text: string, numeric = false, sticky = false) => (
    <SortHeader
      label={text}
      column={column}
      sort={sort}
      dir={dir}
      href={href}
      numeric={numeric}
      sticky={sticky}
    />
  );
  return (
    <DataTable label={label} testId="squad-players">
      <thead>
        <tr>
          {header("jumper", "No.", true)}
          {header("name", "Player", false, true)}
          {header("position", "Position")}
          {header("age", "Age", true)}
          {header("height", "Height", true)}
          {header("weight", "Weight", true)}
          {header("games", "Games", true)}
        </tr>
      </thead>
      <tbody>
        {players.map((p) => (
          <tr key={p.personId} data-testid="player-row">
            <Td numeric>{p.jumperNumber}</Td>
            <RowHeader>
              <AppLink href={playerHref(p.personId, seasonId)} className="underline-offset-4 hover:underline">
                {p.firstname} {p.surname}
              </AppLink>
            </RowHeader>
            <Td title={p.position.description}>{p.position.name}</Td>
            <Td numeric title={`Born ${p.dateOfBirth}`}>
              {formatOneDecimal(p.ageSeason)}
            </Td>
            <Td numeric>{dash(p.height, "cm")}</Td>
            <Td numeric>{dash(p.weight, "kg")}</Td>
            <Td numeric>{p.matches.season}</Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
