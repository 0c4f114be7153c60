// The "every transaction" map's marks: which transactions have a place on the field, the
// transaction-type filter, and the marks packed into typed arrays (so a filter change over ~2,000–3,000
// transactions is one pass with no object per mark, and a canvas can paint them in a few passes).

export interface TrxLike {
  id: number;
  code: string;
  name: string;
  period: number;
  squad: { id: number } | null;
  location: { x: number; y: number };
  locationRotated: { x: number; y: number };
}

// Interchanges are recorded at the interchange gate (the same point on the boundary for all of them),
// not where play was: they would pile up as one meaningless blot, so the map leaves them out.
const OFF_FIELD = new Set(["INTERCHANGE"]);
export const hasFieldLocation = (t: Pick<TrxLike, "code">) => !OFF_FIELD.has(t.code);

/** Type filter values: a transaction code, or a set of them. */
export const TRX_TYPE_SETS: Record<string, { label: string; codes: readonly string[] }> = {
  DISPOSAL: { label: "Disposals (kicks and handballs)", codes: ["KICK", "HANDBALL"] },
  POSSESSION_WON: {
    label: "Possessions won",
    codes: ["MARK", "HANDBALL_RECEIVE", "HARD_BALL_GET", "LOOSE_BALL_GET", "GATHER", "FREE_FOR"],
  },
  SCORE: { label: "Scores", codes: ["GOAL", "BEHIND", "RUSHED_BEHIND"] },
};

export function typeMatches(type: string | undefined, code: string): boolean {
  if (type === undefined) return true;
  const set = TRX_TYPE_SETS[type];
  return set ? set.codes.includes(code) : code === type;
}

export interface TrxFilters {
  period?: number;
  team?: number;
  type?: string;
  trueEnds: boolean;
}

export const NO_TEAM = 2; // group of a transaction no squad owns (a ball-up, a throw-in)

/** Marks in the whole-oval SVG frame (svgY = −y); `group` 0 home, 1 away, 2 no team. */
export interface PackedMarks {
  count: number;
  xs: Float32Array;
  ys: Float32Array;
  group: Uint8Array;
  rows: number[]; // index into the transactions, in their order (for the table and tooltips)
}

/** The transactions that pass the filters, packed. One pass; arrays sized for the whole match. */
export function packMarks<T extends TrxLike>(trx: readonly T[], f: TrxFilters, homeId: number): PackedMarks {
  const xs = new Float32Array(trx.length);
  const ys = new Float32Array(trx.length);
  const group = new Uint8Array(trx.length);
  const rows: number[] = [];
  let n = 0;
  for (let i = 0; i < trx.length; i++) {
    const t = trx[i];
    if (!hasFieldLocation(t)) continue;
    if (f.period !== undefined && t.period !== f.period) continue;
    if (f.team !== undefined && t.squad?.id !== f.team) continue;
    if (!typeMatches(f.type, t.code)) continue;
    const p = f.trueEnds ? t.location : t.locationRotated;
    xs[n] = p.x;
    ys[n] = -p.y;
    group[n] = t.squad === null ? NO_TEAM : t.squad.id === homeId ? 0 : 1;
    rows.push(i);
    n++;
  }
  return { count: n, xs: xs.subarray(0, n), ys: ys.subarray(0, n), group: group.subarray(0, n), rows };
}

/** The marks as SVG circles (for the SVG and PNG exports of a map painted on a canvas). */
export function marksSvg(m: PackedMarks, colours: readonly string[], r: number, halo: string): string {
  const parts: string[] = [];
  const rr = String(Math.round(r * 100) / 100);
  const hw = String(Math.round(r * 40) / 100);
  for (let i = 0; i < m.count; i++) {
    parts.push(
      `<circle data-testid="trx-mark" cx="${Math.round(m.xs[i] * 100) / 100}" cy="${Math.round(m.ys[i] * 100) / 100}" ` +
        `r="${rr}" fill="${colours[m.group[i]]}" stroke="${halo}" stroke-width="${hw}"/>`,
    );
  }
  return parts.join("");
}
