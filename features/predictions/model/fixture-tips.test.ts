import { describe, expect, it } from "vitest";
import { csvFixture, csvRows } from "@/tests/helpers/predict-csv-fixture";
import { normalCdf } from "@/lib/predict/normal";
import { fixtureRest, fixtureTips } from "./fixture-tips";

// 2024 as it stood on the eve of round 10 (results from the raw CSV, later matches scheduled).
const rows = csvRows("matches.csv").filter((r) => r.season === "2024");
const round10 = rows.filter((r) => r.round_number === "10" && r.is_final === "0");
const firstOf10 = round10.map((r) => r.start_time_utc).sort()[0];
const now = new Date(Date.parse(firstOf10) - 86_400_000).toISOString();
const played = rows.filter((r) => r.start_time_utc < firstOf10);
const fixture = csvFixture(
  2024,
  played
    .map((r) => r.start_time_utc)
    .sort()
    .at(-1),
);
const ids = (rs: typeof rows) => rs.map((r) => Number(r.match_id));
// Every home side 6 points better than its opponent by the team ratings.
const teamExpected = new Map(ids(rows).map((id) => [id, 6]));
const params = { sigma: 36, restPerDay: -0.25 };
const base = { fixture, teamExpected, params, kept: new Map(), published: new Map(), now };

describe("the fixture's tips", () => {
  it("tips every match still to play and keeps the next round's only", () => {
    const { tips, toKeep } = fixtureTips(base);
    const later = rows.filter((r) => r.start_time_utc >= firstOf10);
    expect(later.length).toBeGreaterThan(100);
    for (const id of ids(later)) expect(tips[id]?.basis).toBe("now");
    expect(toKeep.map((t) => t.matchId).sort()).toEqual(ids(round10).sort());
  });

  it("adds the rest days' term to the team rating's margin, and the chance is Φ(μ/σ) of the same μ", () => {
    const r = round10[0];
    const rest = fixtureRest(fixture).get(Number(r.match_id))!;
    const mu = 6 - 0.25 * (rest.home - rest.away);
    const tip = fixtureTips(base).toKeep.find((t) => t.matchId === Number(r.match_id))!;
    expect(tip.expected).toBeCloseTo(mu, 9);
    expect(tip.probability).toBeCloseTo(normalCdf(mu / 36), 9);
  });

  it("counts rest from each side's previous match of the season (the first: the most)", () => {
    const rest = fixtureRest(fixture);
    const first = rows.map((r) => r.start_time_utc).sort()[0];
    const opener = rows.find((r) => r.start_time_utc === first)!;
    expect(rest.get(Number(opener.match_id))).toEqual({ home: 14, away: 14 });
  });

  it("shows a kept tip in place of today's, and a played match's tip with whether it came off", () => {
    const r = round10[0];
    const id = Number(r.match_id);
    const kept = new Map([[id, { expected: -20, probability: 0.3 }]]);
    const withKept = fixtureTips({ ...base, kept });
    expect(withKept.tips[id]).toEqual({
      side: r.away_team,
      margin: 20,
      chance: 0.7,
      basis: "kept",
      right: null,
    });
    expect(withKept.toKeep.map((t) => t.matchId)).not.toContain(id);

    // The round played: every home side was tipped (6 points); a home win or a draw is a tip right.
    const after = fixtureTips({ ...base, fixture: csvFixture(2024), now: "2025-01-01T00:00:00.000Z" });
    const homeWon = rows.filter((x) => Number(x.home_score) >= Number(x.away_score));
    expect(after.record.afterwards).toEqual({ tipped: rows.length, right: expect.any(Number) });
    const rightByRest = ids(rows).filter((i) => after.tips[i].right).length;
    expect(after.record.afterwards.right).toBe(rightByRest);
    // Rest moves no tip across 50% here (6 points against at most 2.5), so the home sides' record is it.
    expect(rightByRest).toBe(homeWon.length);
    expect(after.toKeep).toEqual([]);
  });

  it("prefers the tipping model's published walk-forward tip for a played match without a kept one", () => {
    const r = rows[0];
    const id = Number(r.match_id);
    const published = new Map([[id, { expected: -3, probability: 0.46 }]]);
    const after = fixtureTips({
      ...base,
      fixture: csvFixture(2024),
      published,
      now: "2025-01-01T00:00:00.000Z",
    });
    expect(after.tips[id]).toMatchObject({ side: r.away_team, margin: 3, basis: "afterwards" });
    expect(after.tips[id].chance).toBeCloseTo(0.54, 9);
  });
});
