// Every export says what it is: the match, the view, the filters, when the data was last updated (the match details
// lastModified.statisticUpdate), that its events are synthesised, and the address that reproduces the view.

export interface ExportStamp {
  matchId: number;
  matchName: string; // "Sydney v Brisbane Lions"
  view: string; // "Shots at goal"
  filters: readonly { label: string; value: string }[];
  dataTimestamp: string; // ISO
  url: string;
  exportedAt?: string; // ISO; the time of the export
}

export function stampLines(s: ExportStamp): string[] {
  const filters = s.filters.length ? s.filters.map((f) => `${f.label}: ${f.value}`).join("; ") : "none";
  return [
    `${s.matchName} (match ${s.matchId}) · ${s.view}`,
    `Filters: ${filters}`,
    // The match's events are synthesised to fit its box score (about#events): an export says so too.
    `Data as of ${s.dataTimestamp} · events synthesised to fit the box score${s.exportedAt ? ` · exported ${s.exportedAt}` : ""}`,
    `View: ${s.url}`,
  ];
}

/** A file name's part from a title: lower case, letters and digits joined by "-" (accents folded). */
export const slug = (t: string) =>
  t
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // the accents NFKD split off
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** "match-2024216-shots-at-goal-period-q2.csv": the match, the view and the filter values. */
export function exportFileName(
  s: Pick<ExportStamp, "matchId" | "view" | "filters">,
  part: string,
  ext: string,
): string {
  const bits = [
    `match-${s.matchId}`,
    slug(s.view),
    slug(part),
    ...s.filters.map((f) => slug(`${f.label}-${f.value}`)),
  ];
  return `${bits.filter(Boolean).join("-").slice(0, 150)}.${ext}`;
}
