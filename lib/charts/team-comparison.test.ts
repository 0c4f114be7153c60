import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SquadStatistics } from "@/lib/contract";
import { readRawCsv } from "@/tests/helpers/raw-csv";
import { startService, type RunningService } from "@/tests/helpers/start-service";
import { comparisonRows } from "./team-comparison";

// The mirrored bars of the 2024 Grand Final against the box score summed from the raw source, read
// here (tests/helpers/raw-csv.ts), and against the service's own answer.
const GF = 2024216;
const COLUMN: Record<string, string> = {
  DISPOSAL: "disposals",
  KICK: "kicks",
  HANDBALL: "handballs",
  MARK: "marks",
  TACKLE: "tackles",
  GOAL: "goals",
  BEHIND: "behinds",
  HITOUT: "hit_outs",
  CLEARANCE: "clearances",
  INSIDE_50: "inside_50s",
};

let svc: RunningService;
let answer: SquadStatistics;
beforeAll(async () => {
  svc = await startService();
  const codes = Object.keys(COLUMN)
    .map((c) => `metric=${c}`)
    .join("&");
  const res = await svc.json<SquadStatistics>(`/v1/matches/${GF}/statistics/squads?${codes}`);
  expect(res.status).toBe(200);
  answer = res.body;
}, 120_000);
afterAll(() => svc?.close());

describe("team comparison", () => {
  it("each bar's value is the team's total in the source, and the two shares make the whole", () => {
    const rows = comparisonRows(answer);
    const sourceRows = readRawCsv("player_stats.csv").filter((r) => r.match_id === String(GF));
    const names = answer.squads.map((s) => s.name);
    const total = (team: string, column: string) =>
      sourceRows.filter((r) => r.team === team).reduce((n, r) => n + Number(r[column]), 0);
    const checked = rows.filter((r) => COLUMN[r.code]);
    expect(checked.map((r) => r.code).sort()).toEqual(Object.keys(COLUMN).sort());
    for (const r of checked) {
      expect(r.values, r.code).toEqual([total(names[0], COLUMN[r.code]), total(names[1], COLUMN[r.code])]);
      expect(r.shares[0] + r.shares[1]).toBeCloseTo(1, 10);
      expect(r.shares[0]).toBeCloseTo(r.values[0] / (r.values[0] + r.values[1]), 10);
    }
    // The answer's own figures, display strings included, in its order.
    expect(rows.map((r) => r.code)).toEqual(answer.squads[0].statistics.map((s) => s.code));
    expect(rows[0].displays).toEqual(answer.squads.map((s) => s.statistics[0].valueDisplay));
  });

  it("leaves out differences and metrics one side lacks; both shares 0 when neither side has any", () => {
    const stat = (code: string, value: number) => ({
      code,
      name: code,
      namePlural: `${code}s`,
      value,
      valueDisplay: String(value),
    });
    const squad = (id: number, stats: ReturnType<typeof stat>[]) =>
      ({
        id,
        name: `S${id}`,
        code: `S${id}`,
        statistics: stats,
      }) as unknown as SquadStatistics["squads"][number];
    const data = {
      matchId: 1,
      squads: [
        squad(1, [stat("A", 3), stat("B", -2), stat("C", 0), stat("D", 5)]),
        squad(2, [stat("A", 1), stat("B", 2), stat("C", 0)]),
      ],
    } as SquadStatistics;
    expect(comparisonRows(data).map((r) => [r.code, r.shares])).toEqual([
      ["A", [0.75, 0.25]],
      ["C", [0, 0]],
    ]);
    expect(comparisonRows({ matchId: 1, squads: [data.squads[0]] } as SquadStatistics)).toEqual([]);
  });
});
