import { describe, expect, it } from "vitest";
import { METRICS, type MetricCode } from "@/lib/service/metrics/glossary";
import { fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { CellValues, type Cell } from "./cell-values";
import { MetricComputer, type SuppliedTotals } from "./metric-compute";
import { ZONES } from "./zones";

// The cell values must be MetricComputer's values for the same filter, to the last bit: the whole
// match (no filter) and each quarter's zone (one period, one zone), for every player-level metric of
// the glossary, on seeded random matches (plausible play exercising every rule, time on ground from
// the stints, supplied Brownlow votes). MetricComputer is the slow path the season build used before
// and still answers every other filter; it is the reference here, not these values' own arithmetic.

const roster = fixtureRoster();
const ids = roster.players.map((p) => p.personId);
// Votes for three players, none for the rest (a supplied total is given for whom the record has one).
const totals: SuppliedTotals = new Map([
  [ids[0], { BROWNLOW_VOTES: 3 }],
  [ids[5], { BROWNLOW_VOTES: 1 }],
  [ids[30], { BROWNLOW_VOTES: 2 }],
]);
const PLAYER_CODES = METRICS.filter((m) => m.level !== "Squad").map((m) => m.code as MetricCode);

/** Every player's value by MetricComputer under the filter of `cell` (null: left out). */
function reference(me: ReturnType<typeof randomMatch>, code: MetricCode, cell: Cell) {
  const filter = cell === null ? {} : { periods: [cell.period], zones: [ZONES[cell.zone]] };
  const computer = new MetricComputer(me, filter, { totals });
  const values = ids.map((id) => computer.player(code, id));
  return values.every((v) => v === null) ? null : values;
}

describe("cell values: MetricComputer's, for the whole match and each quarter's zone", () => {
  for (const seed of [3, 11]) {
    it(`every player-level metric, seed ${seed}`, () => {
      const played = randomMatch(seed);
      // A stint that runs past its quarter's end (the clock's last seconds): cut at the end.
      const [first, ...rest] = played.stints;
      const me = {
        ...played,
        stints: [{ ...first, toSecs: played.periodSecs[first.period - 1] + 90 }, ...rest],
      };
      const values = new CellValues(me, ids, totals);
      expect(values.periods).toBe(4);
      const cells: Cell[] = [null];
      for (let period = 1; period <= 4; period++)
        for (let zone = 0; zone < ZONES.length; zone++) cells.push({ period, zone });
      let nonZero = 0;
      for (const code of PLAYER_CODES)
        for (const cell of cells) {
          const got = values.values(code, cell);
          const want = reference(me, code, cell);
          const where = `${code} in ${cell === null ? "the whole match" : `Q${cell.period} ${ZONES[cell.zone]}`}`;
          if (want === null) {
            expect(got, where).toBeNull();
            continue;
          }
          expect(got, where).not.toBeNull();
          expect(got!.length, where).toBe(want.length);
          // Exactly equal: every last bit of a fraction (a sum in another order would differ there).
          const same = [...got!].every((v, i) => v === want[i]);
          expect(same, `${where}: ${JSON.stringify([...got!])} against ${JSON.stringify(want)}`).toBe(true);
          nonZero += [...got!].filter((v) => v !== 0).length;
        }
      expect(nonZero).toBeGreaterThan(1000); // the match has play to count
    });
  }

  it("a supplied total is whole-match only, and only when one is supplied", () => {
    const me = randomMatch(5, [300, 300, 300, 300]);
    const withVotes = new CellValues(me, ids, totals);
    expect([...withVotes.values("BROWNLOW_VOTES", null)!]).toEqual(
      ids.map((id) => totals.get(id)?.BROWNLOW_VOTES ?? 0),
    );
    expect(withVotes.values("BROWNLOW_VOTES", { period: 2, zone: 3 })).toBeNull();
    expect(new CellValues(me, ids).values("BROWNLOW_VOTES", null)).toBeNull();
    expect(new CellValues(me, ids, new Map()).values("BROWNLOW_VOTES", null)).toBeNull();
    expect(withVotes.values("PLAYER_RATING", null)).toBeNull(); // supplied for nobody
  });

  it("time on ground by period, its share of the period's length; zones do not cut it", () => {
    const me = randomMatch(7, [300, 360, 300, 300]);
    const values = new CellValues(me, ids, totals);
    const q2 = values.values("TIME_ON_GROUND", { period: 2, zone: 0 })!;
    expect([...values.values("TIME_ON_GROUND", { period: 2, zone: 5 })!]).toEqual([...q2]);
    const share = values.values("TIME_ON_GROUND_PCT", { period: 2, zone: 1 })!;
    expect([...share]).toEqual([...q2].map((s) => (s / 360) * 100));
    expect(Math.max(...share)).toBeGreaterThan(50);
  });

  it("a player with no credits has 0; a cell outside the match is refused", () => {
    const me = randomMatch(9, [300, 300, 300, 300]);
    const stranger = 99_999_999;
    const values = new CellValues(me, [...ids, stranger], totals);
    expect(values.values("DISPOSAL", null)![ids.length]).toBe(0);
    expect(() => values.values("DISPOSAL", { period: 5, zone: 0 })).toThrow(/^No cell for period 5, zone 0$/);
    expect(() => values.values("DISPOSAL", { period: 0, zone: 0 })).toThrow(RangeError);
    expect(() => values.values("DISPOSAL", { period: 1, zone: 6 })).toThrow(RangeError);
    expect(() => values.values("DISPOSAL", { period: 1, zone: -1 })).toThrow(RangeError);
  });

  it("a period with events but no recorded length still has its cells", () => {
    const played = randomMatch(13, [300, 300, 300, 300]);
    // The match's lengths known for three quarters only: the fourth is read from its events.
    const me = { ...played, periodSecs: played.periodSecs.slice(0, 3) };
    const values = new CellValues(me, ids, totals);
    expect(values.periods).toBe(4);
    for (const code of ["DISPOSAL", "TIME_ON_GROUND", "TIME_ON_GROUND_PCT"] as MetricCode[])
      expect([...values.values(code, { period: 4, zone: 2 })!], code).toEqual(
        reference(me, code, { period: 4, zone: 2 }),
      );
  });
});
