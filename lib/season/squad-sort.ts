import type { SquadPlayer } from "@/lib/contract";

// The squad list's sortable columns. Missing heights and weights sort last whichever the direction.

type Value = number | string | null;

export const SQUAD_COLUMNS = {
  jumper: (p: SquadPlayer): Value => p.jumperNumber,
  name: (p: SquadPlayer): Value => `${p.surname} ${p.firstname}`,
  position: (p: SquadPlayer): Value => p.position.name,
  age: (p: SquadPlayer): Value => p.ageSeason,
  height: (p: SquadPlayer): Value => p.height,
  weight: (p: SquadPlayer): Value => p.weight,
  games: (p: SquadPlayer): Value => p.matches.season,
} as const;

export type SquadColumn = keyof typeof SQUAD_COLUMNS;
export type SortDir = "asc" | "desc"; // every sortable table's (the sort header takes it from here)

export function isSquadColumn(s: string): s is SquadColumn {
  return Object.hasOwn(SQUAD_COLUMNS, s);
}

export function sortPlayers(
  players: readonly SquadPlayer[],
  column: SquadColumn,
  dir: SortDir,
): SquadPlayer[] {
  const value = SQUAD_COLUMNS[column];
  const sign = dir === "asc" ? 1 : -1;
  return [...players].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    const c =
      typeof va === "number" && typeof vb === "number" ? va - vb : String(va).localeCompare(String(vb));
    return c * sign || a.jumperNumber - b.jumperNumber;
  });
}
