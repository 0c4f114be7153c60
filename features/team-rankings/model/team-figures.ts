import type { MetricSlice } from "@/lib/season/leaders";
import { cellIndex, SPLIT_PERIODS, SPLIT_ZONES, type SplitZone } from "@/lib/season/match-splits";

// A team's figure of one measure in one match: the sum of its players' (the kept box scores), whole
// and in each quarter × zone cell. The statistics engine's cells partition a match's credits, so a
// quarter's or a zone's figure is a sum of cells, as on the leaderboards.

export interface TeamFigure {
  /** The whole match; null where the match did not give the measure. */
  total: number | null;
  /** The quarter × zone cells (cellIndex), or null where the measure has none kept. */
  cells: number[] | null;
}

/** One measure's figures: by match, then by squad id. */
export type FiguresByMatch = Map<number, Record<number, TeamFigure>>;

/** Each squad's figure in one match of one measure's slice. */
export function squadFigures(slice: MetricSlice): Record<number, TeamFigure> {
  const out: Record<number, TeamFigure> = {};
  slice.players.forEach((p, i) => {
    const f = (out[p.squadId] ??= {
      total: slice.total ? 0 : null,
      cells: slice.split ? new Array<number>(SPLIT_PERIODS.length * SPLIT_ZONES.length).fill(0) : null,
    });
    if (f.total !== null) f.total += slice.total?.[i] ?? 0;
    const row = slice.split?.[i];
    if (f.cells && row) row.forEach((v, c) => (f.cells![c] += v));
  });
  return out;
}

/** A measure's kept slices as figures by match. */
export function figuresByMatch(slices: readonly MetricSlice[]): FiguresByMatch {
  return new Map(slices.map((s) => [s.matchId, squadFigures(s)]));
}

/** The cells a quarter and zone filter selects; null when neither is chosen (the whole match). */
export function selectedCells(quarter: number | null, zone: SplitZone | null): number[] | null {
  if (quarter === null && zone === null) return null;
  const out: number[] = [];
  for (const p of quarter === null ? SPLIT_PERIODS : [quarter])
    for (const z of zone === null ? SPLIT_ZONES : [zone]) out.push(cellIndex(p, z));
  return out;
}

/** A figure for the selected cells (null: the whole match); null where it cannot be cut that way. */
export function figureIn(f: TeamFigure | undefined, cells: readonly number[] | null): number | null {
  if (!f) return null;
  if (cells === null) return f.total;
  if (!f.cells) return null;
  let v = 0;
  for (const c of cells) v += f.cells[c];
  return v;
}
