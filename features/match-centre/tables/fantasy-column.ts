import type { Stat } from "@/lib/contract";
import type { Column } from "@/features/match-centre/frame/export-column";
import { FANTASY_CODE, FANTASY_LABEL, FANTASY_NOTE, fantasyScore } from "@/lib/season/fantasy";

// The player statistics table's AFL Fantasy column (issue 28). Apart from the table so that when it is
// shown is tested without drawing one: a licence without one of the counts, or an answer that lacks
// one for a player, gives no column at all, never a score from part of the counts.

/** A row of the table as far as the score needs it: the player's statistics by code. */
export interface StatRow {
  stats: ReadonlyMap<string, Pick<Stat, "value">>;
}

/** A player's score from his row, or null when it lacks a count. */
export const fantasyOf = (r: StatRow) => fantasyScore((code) => r.stats.get(code)?.value);

/** The AFL Fantasy column, when every player's row has the counts it needs (else none at all). */
export function fantasyColumn<T extends StatRow>(rows: readonly T[]): Column<T>[] {
  if (rows.length === 0 || rows.some((r) => fantasyOf(r) === null)) return [];
  return [
    {
      key: FANTASY_CODE,
      label: FANTASY_LABEL.name,
      title: FANTASY_NOTE,
      numeric: true,
      text: (r) => String(fantasyOf(r)),
      sortValue: (r) => fantasyOf(r) ?? Number.NEGATIVE_INFINITY,
    },
  ];
}
