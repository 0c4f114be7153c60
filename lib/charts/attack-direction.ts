// Which way each team attacks in each quarter, read from the data itself: a point's true location and
// its location seen with its squad attacking +x differ by a half-turn exactly when that squad attacks
// -x. So the views never assume the service's convention for who kicks to which end.

export interface OrientedSample {
  squadId: number;
  period: number;
  location: { x: number; y: number };
  locationRotated: { x: number; y: number };
}

export type AttackDirections = Map<string, 1 | -1>;
const key = (squadId: number, period: number) => `${squadId}:${period}`;

export function attackDirections(samples: readonly OrientedSample[]): AttackDirections {
  const out: AttackDirections = new Map();
  for (const s of samples) {
    const k = key(s.squadId, s.period);
    if (out.has(k)) continue;
    const { x, y } = s.location;
    const r = s.locationRotated;
    const dot = x * r.x + y * r.y;
    if (dot !== 0) out.set(k, dot > 0 ? 1 : -1);
  }
  return out;
}

/** +1 when the squad attacks toward +x (to the right) in the period; undefined when the data does not say. */
export function attackSign(d: AttackDirections, squadId: number, period: number): 1 | -1 | undefined {
  return d.get(key(squadId, period));
}

/** "→" or "←" for a squad in a quarter, or the opposite of its opponent's when only theirs is known. */
export function attackArrow(
  d: AttackDirections,
  squadId: number,
  opponentId: number,
  period: number,
): "→" | "←" | null {
  const own = attackSign(d, squadId, period);
  const opp = attackSign(d, opponentId, period);
  const sign = own ?? (opp === undefined ? undefined : -opp);
  return sign === undefined ? null : sign > 0 ? "→" : "←";
}

export interface DirectionLabel {
  label: string;
  dir: 1 | -1;
}

/**
 * What the arrow above a map says. Rotated: each team attacks right. True ends: who attacks which way
 * in the chosen quarter, or, for the whole match, the home team's end in each quarter.
 */
export function directionLabels(
  d: AttackDirections,
  trueEnds: boolean,
  period: number | undefined,
  home: { id: number; name: string },
  away: { id: number; name: string },
  periods: readonly number[] = [1, 2, 3, 4],
): DirectionLabel[] {
  if (!trueEnds) return [{ label: "Each team attacks to the right", dir: 1 }];
  const sign = (squad: number, opp: number, p: number) =>
    attackSign(d, squad, p) ??
    (attackSign(d, opp, p) === 1 ? -1 : attackSign(d, opp, p) === -1 ? 1 : undefined);
  if (period !== undefined) {
    return [home, away].flatMap((t) => {
      const s = sign(t.id, t === home ? away.id : home.id, period);
      return s === undefined ? [] : [{ label: `${t.name} attack in Q${period}`, dir: s }];
    });
  }
  const byDir = new Map<1 | -1, number[]>();
  for (const p of periods) {
    const s = sign(home.id, away.id, p);
    if (s !== undefined) byDir.set(s, [...(byDir.get(s) ?? []), p]);
  }
  return [...byDir.entries()].map(([dir, ps]) => ({
    label: `${home.name} attack in ${ps.map((p) => `Q${p}`).join(", ")}`,
    dir,
  }));
}
