import { describe, expect, it } from "vitest";
import { answerJson, NotThisShape, payloadPlayersJson, writePayloadPlayers } from "./payload-json";
import { OP } from "@/lib/contract";

// The player statistics POST's writer gives JSON.stringify's bytes for every answer: of the shape it writes (checked here on
// made-up answers with the awkward values; on real matches, every tier and filter, by
// tests/service/stats-worker.test.ts, whose reference is JSON.stringify), and of any other shape by
// falling back to JSON.stringify itself.

const stat = (id: number, code: string, value: number, valueDisplay: string, name = code.toLowerCase()) => ({
  id,
  code,
  name,
  namePlural: `${name}s`,
  valueDisplay,
  value,
});

function answer() {
  const statistics = (k: number) => [
    stat(1, "KICK", k, String(k)),
    stat(2, "TIME_ON_GROUND_PCT", k === 0 ? 0 : 81.3, k === 0 ? "0.0%" : "81.3%"),
    stat(3, "METRES_GAINED", -k * 12.5, (-k * 12.5).toFixed(1)),
    stat(4, "TIME_ON_GROUND", k * 61, `${String(Math.floor((k * 61) / 60)).padStart(2, "0")}:01`),
  ];
  const squad = (id: number, name: string, players: [string, number][]) => ({
    code: name.slice(0, 3).toUpperCase(),
    id,
    name,
    players: players.map(([fullname, k], i) => ({
      displayName: fullname.replace(/^(\w)\w* /, "$1. "),
      fullname,
      personId: id * 100 + i,
      jumperNumber: i + 1,
      statistics: statistics(k),
    })),
  });
  return {
    playerStatistics: [1, 2, 3].map((e) => ({
      matchId: 2024216,
      squads: [
        // Names beyond ASCII, a quote and a backslash: UTF-8 and escapes as JSON.stringify writes them.
        squad(10, "Sydney", [
          ["Errol Gulden", e],
          ["Zoë O'Brien-Ngata", 0],
          ['Tom "Papley" \\ Jr', 2],
        ]),
        squad(20, "Brisbane Lions", [
          ["Lachie Neale", 0],
          ["Harris Andrews", e + 1],
        ]),
      ],
      id: String(e),
    })),
    playerMetricRequests: [{ id: "1", metricCodes: [], team: null, periods: [1], zones: ["F50"] }],
  };
}

const reference = (x: unknown) => Buffer.from(JSON.stringify(x), "utf8");

describe("the player statistics POST's JSON writer", () => {
  it("writes JSON.stringify's bytes: zeros and other values, decimals, negatives, times, names beyond ASCII", () => {
    const a = answer();
    expect(payloadPlayersJson(a).equals(reference(a))).toBe(true);
    // By the writer itself, not its fall-back (which would give the same bytes, slower).
    expect(writePayloadPlayers(a).equals(reference(a))).toBe(true);
  });

  it("writes a zero whose display differs (another format under one code) and -0 as JSON does", () => {
    const a = answer();
    a.playerStatistics[0].squads[0].players[0].statistics[0] = stat(1, "KICK", 0, "0.00");
    a.playerStatistics[1].squads[0].players[0].statistics[0] = stat(1, "KICK", -0, "0");
    expect(payloadPlayersJson(a).toString("utf8")).toBe(reference(a).toString("utf8"));
    expect(writePayloadPlayers(a).toString("utf8")).toBe(reference(a).toString("utf8"));
  });

  it("falls back to JSON.stringify for any other shape, never dropping or inventing a key", () => {
    const odd: ((a: ReturnType<typeof answer>) => void)[] = [
      (a) => Object.assign(a.playerStatistics[0], { extra: true }),
      (a) => Object.assign(a.playerStatistics[0].squads[0].players[0].statistics[3], { note: "x" }),
      (a) => Object.assign(a.playerStatistics[1].squads[0].players[0], { displayName: undefined }),
      (a) => Object.assign(a.playerStatistics[1].squads[0].players[2].statistics[1], { value: Number.NaN }),
      (a) => Object.assign(a.playerStatistics[0].squads[0].players[1].statistics[0], { name: "Kick" }),
      (a) => Object.assign(a.playerStatistics[0].squads[0].players[1].statistics[0], { id: 99 }),
      (a) => Object.assign(a.playerStatistics[0].squads[0].players[1].statistics[0], { namePlural: "Kicks" }),
      (a) => Object.assign(a.playerStatistics[0].squads[0].players[1].statistics[0], { valueDisplay: 1 }),
      (a) => Object.assign(a, { playerStatistics: [...a.playerStatistics, null] }),
      (a) => Reflect.deleteProperty(a.playerStatistics[0].squads[0], "code"),
      // The first statistic of a metric with its fields undefined (no key of its own to cut at).
      (a) =>
        Object.assign(a.playerStatistics[0].squads[0].players[0].statistics[0], {
          id: undefined,
          code: undefined,
          name: undefined,
          namePlural: undefined,
        }),
      // Lists that are not arrays, or not plain ones.
      (a) => Object.assign(a, { playerStatistics: {} }),
      (a) =>
        Object.assign(a.playerStatistics[1], { squads: { length: 1, 0: a.playerStatistics[1].squads[0] } }),
      (a) => Object.assign(a.playerStatistics[2].squads[0].players[1], { statistics: {} }),
      (a) => Object.assign(a, { playerMetricRequests: 0 }),
      // Objects whose class gives JSON.stringify a toJSON of its own.
      (a) => {
        class Entry {
          toJSON() {
            return "an entry";
          }
        }
        a.playerStatistics[0] = Object.assign(new Entry(), a.playerStatistics[0]);
      },
      (a) => {
        class Kick {
          toJSON() {
            return { kicks: 1 };
          }
        }
        a.playerStatistics[0].squads[0].players[0].statistics[0] = Object.assign(
          new Kick(),
          a.playerStatistics[0].squads[0].players[0].statistics[0],
        );
      },
      (a) => Object.assign(a.playerStatistics[0], { matchId: null }),
    ];
    for (const [i, change] of odd.entries()) {
      const a = answer();
      change(a);
      expect(payloadPlayersJson(a).toString("utf8"), `change ${i}`).toBe(reference(a).toString("utf8"));
      expect(() => writePayloadPlayers(a), `change ${i}: the writer declines it`).toThrow(NotThisShape);
    }
  });

  it("gives every answer memory of its own, never a slice of Node's pool (the worker transfers it)", () => {
    const pooled = Buffer.from("x");
    for (const [id, a] of [
      [OP.postPlayerStatistics, answer()],
      [OP.postPlayerStatistics, { playerStatistics: [], playerMetricRequests: [] }],
      [OP.postPlayerStatistics, { something: "else" }],
      [OP.postSquadStatistics, { squadStatistics: [], squadMetricRequests: [] }],
    ] as const) {
      const bytes = answerJson(id, a);
      expect(bytes.toString("utf8")).toBe(JSON.stringify(a));
      expect(bytes.buffer).not.toBe(pooled.buffer);
      expect(bytes.byteOffset).toBe(0);
      // Its memory is about its size: the bytes' own, or at most twice them.
      expect(bytes.buffer.byteLength).toBeLessThanOrEqual(2 * bytes.byteLength);
    }
    // A large answer (over the first buffer's estimate of it: grown) and a small one after it.
    const large = answer();
    large.playerStatistics = Array.from({ length: 400 }, () => answer().playerStatistics[0]);
    large.playerStatistics[0].squads[0].players[0].displayName = "x".repeat(1 << 20);
    const bytes = writePayloadPlayers(large);
    expect(bytes.equals(reference(large))).toBe(true);
    expect(bytes.buffer.byteLength).toBeLessThanOrEqual(2 * bytes.byteLength);
    const small = payloadPlayersJson(answer());
    expect(small.buffer.byteLength).toBeLessThanOrEqual(2 * small.byteLength);
  });
});
