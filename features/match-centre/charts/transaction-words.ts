import { formatPeriodClock } from "@/lib/charts/match-clock";
import { NO_TEAM, type PackedMarks } from "@/lib/charts/transaction-marks";
import type { Transaction } from "@/lib/contract";

/** A transaction's tooltip lines (joined for its screen-reader label): what, who, when, where. */
export function describeTransaction(t: Transaction): string[] {
  return [
    `${t.name}${t.person ? ` by ${t.person.fullname}` : ""}${t.squad ? ` (${t.squad.name})` : ""}`,
    formatPeriodClock(t.period, t.periodSecs),
    `Zone ${t.zoneLogical}`,
  ];
}

/** The map's label for screen readers: how many marks are drawn, and whose. */
export function transactionSummary(
  marks: Pick<PackedMarks, "count" | "group">,
  home: { name: string },
  away: { name: string },
): string {
  const byGroup = [0, 0, 0];
  for (const g of marks.group) byGroup[g]++;
  return (
    `Every transaction on the ground: ${marks.count} marks; ${byGroup[0]} by ${home.name}, ` +
    `${byGroup[1]} by ${away.name}, ${byGroup[NO_TEAM]} with no team. The table below lists them.`
  );
}
