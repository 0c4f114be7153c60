import { AppLink } from "@/components/ui/app-link";
import { playerHref } from "@/lib/links";
import type { Column } from "./export-table";

/** A table's player column: sorted by name, each name linking to his page for the season. */
export function playerColumn<T extends { id: number; name: string }>(seasonId: number): Column<T> {
  return {
    key: "player",
    label: "Player",
    text: (p) => p.name,
    sortValue: (p) => p.name,
    render: (p) => (
      <AppLink href={playerHref(p.id, seasonId)} className="underline-offset-4 hover:underline">
        {p.name}
      </AppLink>
    ),
  };
}
