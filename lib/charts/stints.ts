// Time on the ground as stints. Interchanges say when players went off and came on, but the
// coaches re-pick the eighteen at every quarter break without an interchange, so who started a quarter
// is read from the first interchange a player has in it, or, when he has none, from his time on the
// ground in that quarter (the player statistics' TIME_ON_GROUND with period=n): any time at all means the whole quarter.

export interface Rotation {
  matchTrxId: number;
  period: number;
  periodSecs: number;
  off: { personId: number };
  on: { personId: number };
}

export interface Stint {
  period: number;
  from: number; // seconds of the period
  to: number;
}

export interface StintInput {
  personIds: readonly number[];
  rotations: readonly Rotation[];
  lengths: readonly number[]; // seconds each period ran (so far, for a live one)
  togByPeriod: ReadonlyMap<number, ReadonlyMap<number, number>>; // period → personId → seconds
  periodsPlayed: number;
}

export function playerStints(input: StintInput): Map<number, Stint[]> {
  const out = new Map<number, Stint[]>(input.personIds.map((id) => [id, []]));
  const sorted = [...input.rotations].sort((a, b) => a.period - b.period || a.matchTrxId - b.matchTrxId);
  const onAtEnd = new Map<number, boolean>();
  for (let period = 1; period <= input.periodsPlayed; period++) {
    const length = input.lengths[period - 1] ?? 0;
    const changes = sorted.filter((r) => r.period === period);
    for (const id of input.personIds) {
      const mine = changes.filter((r) => r.off.personId === id || r.on.personId === id);
      const tog = input.togByPeriod.get(period)?.get(id);
      let on =
        mine.length > 0
          ? mine[0].off.personId === id
          : tog !== undefined
            ? tog > 0
            : (onAtEnd.get(id) ?? false);
      let since = 0;
      const stints = out.get(id)!;
      for (const r of mine) {
        const goesOff = r.off.personId === id;
        if (goesOff && on) stints.push({ period, from: since, to: r.periodSecs });
        if (!goesOff && !on) since = r.periodSecs;
        on = !goesOff;
      }
      if (on) stints.push({ period, from: since, to: length });
      onAtEnd.set(id, on);
    }
  }
  return out;
}

/** Seconds on the ground over all stints. */
export const stintSeconds = (stints: readonly Stint[]) =>
  stints.reduce((s, x) => s + Math.max(0, x.to - x.from), 0);
