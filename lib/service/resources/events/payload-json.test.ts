import { describe, expect, it } from "vitest";
import { ENDPOINT_BY_ID, OP } from "@/lib/contract";
import { METRIC_BY_CODE, type MetricDef } from "@/lib/service/metrics/glossary";
import { playerRows, type PlayerColumns } from "@/lib/service/stats/player-stats";
import type { Roster } from "@/lib/service/stats/roster";
import { stringified } from "./json-out";
import { playerStatisticsJson } from "./payload-json";
import { echo, entriesOf, type RequestEntry } from "./payload-statistics";

// The player statistics POST's one writer gives JSON.stringify's bytes of the answer's objects as the
// statistics engine makes them for the player statistics GET (playerRows, toStat), here on made-up
// rosters and values with the awkward ones; on real matches and random requests, against the contract's
// schema, by tests/service/payload-bytes.property.test.ts.

const def = (code: string, change: Partial<MetricDef> = {}): MetricDef => ({
  ...METRIC_BY_CODE.get(code)!,
  ...change,
});

const ROSTER: Roster = {
  home: { id: 10, code: "SYD", name: "Sydney" },
  // A squad name with a quote and a backslash: escaped as JSON.stringify escapes them.
  away: { id: 20, code: "BL", name: 'Brisbane "Lions" \\' },
  players: [
    ["Errol Gulden", 10],
    ["Lachie Neale", 20],
    ["Zoë O'Brien-Ngata", 10], // beyond ASCII: UTF-8
    ["Harris Andrews", 20],
    ['Tom "Papley" \\ Jr', 10],
    ["Ñandu 🦘 Smith", 20],
  ].map(([fullname, squadId], i) => ({
    personId: 1000 + i,
    squadId: squadId as number,
    displayName: (fullname as string).replace(/^(\S)\S* /u, "$1. "),
    fullname: fullname as string,
    jumperNumber: i + 1,
  })),
};

/** The reference: the engine's objects for the same values, entries echoed, by JSON.stringify. */
function reference(roster: Roster, entries: RequestEntry[], values: PlayerColumns[]) {
  return Buffer.from(
    JSON.stringify({
      playerStatistics: values.map((v, e) => ({
        matchId: 2024216,
        squads: playerRows(roster, v),
        id: String(e + 1),
      })),
      playerMetricRequests: entries.map((r, i) => echo(r, String(i + 1))),
    }),
    "utf8",
  );
}

const column = (...xs: number[]) => Float64Array.from(xs);

function answer() {
  const entries: RequestEntry[] = [{}, { periods: [2], zones: ["F50"], team: "away" }, { metricCodes: [] }];
  const defs = [
    def("KICK"),
    def("TIME_ON_GROUND_PCT"),
    def("METRES_GAINED"),
    def("TIME_ON_GROUND"),
    def("DISPOSAL_EFFICIENCY", { name: 'Disposal "efficiency" é', namePlural: "Disposal efficiencies ½" }),
  ];
  const values: PlayerColumns[] = [
    {
      teamSquadId: null,
      defs,
      columns: [
        column(0, 3, 1, 0, 3, 12), // a run of zeros at a row's start, and values repeating
        column(0, 81.25, 100, 0, 0.04, 66.666),
        column(-12.5, 0, 245.25, -0, 1e21, 0.005), // negatives, -0, an exponent, a half to round
        column(61, 0, 3599, 0, 7261.6, 59.5), // times over an hour, a fraction of a second
        column(0, 0, 0, 0, 0, 0), // a metric of zeros only: the row's last run
      ],
    },
    // A team filter's squad only, its metrics of zeros at the end and in the middle of a row.
    {
      teamSquadId: 20,
      defs: defs.slice(0, 3),
      columns: [column(1, 0, 2, 0, 3, 0), column(0, 0, 0, 0, 0, 0), column(0, 0, 0, 0, 0, 5)],
    },
    // Every metric left out (none has a value under the filter).
    { teamSquadId: null, defs: [], columns: [] },
  ];
  return { entries, values };
}

const written = (entries: RequestEntry[], values: PlayerColumns[], roster = ROSTER) =>
  playerStatisticsJson(2024216, roster, entries, values);

describe("the player statistics POST's writer", () => {
  it("writes JSON.stringify's bytes: zeros and their runs, decimals, negatives, times, names beyond ASCII", () => {
    const { entries, values } = answer();
    const bytes = written(entries, values);
    expect(bytes.toString("utf8")).toBe(reference(ROSTER, entries, values).toString("utf8"));
    // The contract's shape: its schema parses the bytes, and JSON.stringify of what it parsed is them.
    const schema = ENDPOINT_BY_ID.get(OP.postPlayerStatistics)!.response;
    expect(JSON.stringify(schema.parse(JSON.parse(bytes.toString("utf8"))))).toBe(bytes.toString("utf8"));
  });

  it("writes a value JSON cannot hold as JSON.stringify does (null), its display as toStat gives it", () => {
    const { entries, values } = answer();
    values[0].columns[2] = column(Number.NaN, Infinity, -Infinity, 0, 1, Number.NaN);
    expect(written(entries, values).toString("utf8")).toBe(
      reference(ROSTER, entries, values).toString("utf8"),
    );
  });

  it("writes the same bytes past the values it keeps a metric, and for the one entry of a null list", () => {
    // Several hundred players, each with values of his own: more than a metric keeps.
    const players = Array.from({ length: 700 }, (_, i) => ({
      personId: i,
      squadId: i % 2 ? 20 : 10,
      displayName: `P. ${i}`,
      fullname: `Player ${i}`,
      jumperNumber: i,
    }));
    const roster = { ...ROSTER, players };
    const defs = [def("KICK"), def("METRES_GAINED"), def("TIME_ON_GROUND_PCT")];
    const columns = [
      Float64Array.from(players, (_, i) => i % 3),
      Float64Array.from(players, (_, i) => (i % 5 ? i * 1.25 - 300 : 0)),
      Float64Array.from(players, (_, i) => (i * 7) % 101),
    ];
    const entries = entriesOf(null);
    const values = [{ teamSquadId: null, defs, columns }];
    expect(written(entries, values, roster).equals(reference(roster, entries, values))).toBe(true);
  });

  it("gives every answer memory of its own, never a slice of Node's pool (the worker transfers it)", () => {
    const pooled = Buffer.from("x");
    const own = (bytes: Buffer) => {
      expect(bytes.buffer).not.toBe(pooled.buffer);
      expect(bytes.byteOffset).toBe(0);
      // Its memory is about its size: the bytes' own, or at most twice them.
      expect(bytes.buffer.byteLength).toBeLessThanOrEqual(2 * bytes.byteLength);
    };
    const { entries, values } = answer();
    own(written(entries, values));
    own(written([], []));
    for (const a of [{ squadStatistics: [], squadMetricRequests: [] }, { something: "else" }, []]) {
      const bytes = stringified(a);
      expect(bytes.toString("utf8")).toBe(JSON.stringify(a));
      own(bytes);
    }
    // A large answer, over the first buffer's estimate of it (grown), and a small one after it.
    const long = {
      ...ROSTER,
      players: ROSTER.players.map((p) => ({ ...p, displayName: "x".repeat(1 << 20) })),
    };
    const large = written(entries, values, long);
    expect(large.equals(reference(long, entries, values))).toBe(true);
    own(large);
    own(written(entries, values));
  });
});
