import { describe, expect, it } from "vitest";
import {
  hasFieldLocation,
  marksSvg,
  NO_TEAM,
  packMarks,
  typeMatches,
  type TrxLike,
} from "./transaction-marks";

const HOME = 10;
const AWAY = 20;
const CODES = ["KICK", "HANDBALL", "MARK", "TACKLE", "BALL_UP", "INTERCHANGE", "GOAL"];

/** A match's worth of transactions, deterministic: every code, both teams and none, four quarters. */
function match(n: number): TrxLike[] {
  return Array.from({ length: n }, (_, i) => {
    const code = CODES[i % CODES.length];
    const squad = code === "BALL_UP" ? null : { id: Math.floor(i / 3) % 2 ? HOME : AWAY };
    const x = ((i * 37) % 160) - 80;
    const y = ((i * 11) % 120) - 60;
    return {
      id: i + 1,
      code,
      name: code,
      period: 1 + (i % 4),
      squad,
      location: { x, y },
      locationRotated: { x: -x, y: -y },
    };
  });
}

describe("transaction marks", () => {
  const trx = match(3000);
  const onField = trx.filter(hasFieldLocation);

  it("leaves out interchanges (recorded at the interchange gate) and nothing else", () => {
    expect(hasFieldLocation({ code: "INTERCHANGE" })).toBe(false);
    expect(hasFieldLocation({ code: "END_OF_QUARTER" })).toBe(true);
    expect(packMarks(trx, { trueEnds: false }, HOME).count).toBe(onField.length);
  });

  it("filters by period, team and type, and a set of types by its codes", () => {
    const m = packMarks(trx, { period: 2, team: AWAY, type: "DISPOSAL", trueEnds: false }, HOME);
    const expected = onField.filter(
      (t) => t.period === 2 && t.squad?.id === AWAY && (t.code === "KICK" || t.code === "HANDBALL"),
    );
    expect(m.count).toBe(expected.length);
    expect(m.count).toBeGreaterThan(0);
    expect(m.rows.map((i) => trx[i].id)).toEqual(expected.map((t) => t.id));
    expect(typeMatches("MARK", "MARK")).toBe(true);
    expect(typeMatches("MARK", "KICK")).toBe(false);
    expect(typeMatches("SCORE", "RUSHED_BEHIND")).toBe(true);
  });

  it("packs positions in SVG space in the chosen orientation, with the team as a group", () => {
    const rotated = packMarks(trx, { trueEnds: false }, HOME);
    const trueEnds = packMarks(trx, { trueEnds: true }, HOME);
    const first = trx[rotated.rows[0]];
    expect([rotated.xs[0], rotated.ys[0]]).toEqual([first.locationRotated.x, -first.locationRotated.y]);
    expect([trueEnds.xs[0], trueEnds.ys[0]]).toEqual([first.location.x, -first.location.y]);
    const groups = [...rotated.group];
    expect(new Set(groups)).toEqual(new Set([0, 1, NO_TEAM]));
    rotated.rows.forEach((i, k) => {
      const s = trx[i].squad;
      expect(groups[k]).toBe(s === null ? NO_TEAM : s.id === HOME ? 0 : 1);
    });
  });

  it("writes one SVG circle a mark for the exports", () => {
    const m = packMarks(trx, { period: 1, trueEnds: false }, HOME);
    const svg = marksSvg(m, ["#00f", "#f90", "#333"], 0.8, "#fff");
    expect(svg.match(/<circle /g)).toHaveLength(m.count);
    expect(svg).toContain(`cx="${m.xs[0]}" cy="${m.ys[0]}"`);
  });
});
