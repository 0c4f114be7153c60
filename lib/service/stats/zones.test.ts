import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zoneLogical, zonePhysical } from "./event-zones";
import {
  AWAY,
  HOME,
  VENUE,
  buildMatch,
  ev,
  person,
  stoppage,
} from "@/tests/helpers/synthetic-match/match-builder";
import { attackSign, fieldZone, mirrorZone, rotate, zoneFor } from "./zones";

const L = VENUE.length; // 160: arcs' far points at x = ±30, bands DM <= -10 < MID < 10 <= AM

describe("field zones", () => {
  it("puts points in the arcs and the three bands between them", () => {
    expect(fieldZone(75, 0, L)).toBe("F50");
    expect(fieldZone(30, 0, L)).toBe("F50"); // exactly 50 m from the goal: inside the arc
    expect(fieldZone(29.9, 0, L)).toBe("AM");
    expect(fieldZone(-30, 0, L)).toBe("D50");
    expect(fieldZone(-29.9, 0, L)).toBe("DM");
    expect(fieldZone(-10, 0, L)).toBe("DM");
    expect(fieldZone(-9.9, 0, L)).toBe("MID");
    expect(fieldZone(9.9, 0, L)).toBe("MID");
    expect(fieldZone(10, 0, L)).toBe("AM");
    // A corner beyond the arc's far point but outside the arc belongs to the nearest band.
    expect(fieldZone(70, 60, L)).toBe("AM");
    expect(fieldZone(-70, -60, L)).toBe("DM");
  });

  it("scales the bands with the ground's length", () => {
    // 135 m ground: a = 17.5, bands split at ±5.83.
    expect(fieldZone(6, 0, 135)).toBe("AM");
    expect(fieldZone(5, 0, 135)).toBe("MID");
  });

  it("seen from the other end, every point has the mirrored zone", () => {
    const coord = fc.integer({ min: -85, max: 85 });
    fc.assert(
      fc.property(coord, coord, fc.integer({ min: 1, max: 4 }), (x, y, period) => {
        const e = { x, y, period };
        expect(zoneFor(e, AWAY, HOME, L)).toBe(mirrorZone(zoneFor(e, HOME, HOME, L)));
      }),
    );
  });
});

describe("rotation", () => {
  it("has the home squad attacking +x in periods 1 and 3 and the away squad in 2 and 4", () => {
    expect([1, 2, 3, 4].map((p) => attackSign(p, HOME, HOME))).toEqual([1, -1, 1, -1]);
    expect([1, 2, 3, 4].map((p) => attackSign(p, AWAY, HOME))).toEqual([-1, 1, -1, 1]);
  });

  it("turns the ground half a turn, so the squad's left stays its left", () => {
    expect(rotate({ x: 10, y: 5, period: 1 }, HOME, HOME)).toEqual({ x: 10, y: 5 });
    expect(rotate({ x: 10, y: 5, period: 2 }, HOME, HOME)).toEqual({ x: -10, y: -5 });
    expect(rotate({ x: 10, y: 5, period: 1 }, AWAY, HOME)).toEqual({ x: -10, y: -5 });
  });
});

describe("physical and logical zones of events", () => {
  const me = buildMatch({
    events: [
      ev({ code: "KICK", personId: person(HOME, 3), x: 70, period: 1 }),
      ev({ code: "KICK", personId: person(AWAY, 3), x: 70, period: 1 }),
      ev({ code: "KICK", personId: person(AWAY, 3), x: 70, period: 2 }),
      ev({ code: "BALL_UP", squadId: null, x: -70, period: 2 }),
    ],
  });
  const [home1, away1, away2, ballUp] = me.events;

  it("reads the physical zone from the home squad's end in that period", () => {
    expect(zonePhysical(me, home1)).toBe("F50");
    expect(zonePhysical(me, away1)).toBe("F50");
    expect(zonePhysical(me, away2)).toBe("D50");
  });

  it("reads the logical zone from the event's own squad, home for events of no squad", () => {
    expect(zoneLogical(me, home1)).toBe("F50");
    expect(zoneLogical(me, away1)).toBe("D50");
    expect(zoneLogical(me, away2)).toBe("F50");
    expect(zoneLogical(me, ballUp)).toBe("F50"); // period 2: home attacks -x
  });
});

describe("the centre-bounce phase (CB)", () => {
  const play = (exitTrxId: number | null, fifth: "HANDBALL_RECEIVE" | "BALL_UP_CALL", fifthY: number) =>
    buildMatch({
      events: [
        ev({ code: "CENTRE_BOUNCE", squadId: null }),
        ev({ code: "HITOUT", personId: person(HOME, 1) }),
        ev({ code: "HARD_BALL_GET", personId: person(AWAY, 3), x: 5, y: 5 }),
        ev({ code: "HANDBALL", personId: person(AWAY, 3), x: 5, y: 5 }),
        ev({ code: fifth, personId: fifth === "BALL_UP_CALL" ? null : person(AWAY, 4), y: fifthY }),
        ev({ code: "KICK", personId: person(AWAY, 4), x: 20, y: 24 }),
      ],
      stoppages: [stoppage({ id: 1, trxId: 1, code: "CENTRE_BOUNCE", exitTrxId })],
    });
  const cbIds = (me: ReturnType<typeof play>) =>
    me.events.filter((e) => zoneLogical(me, e) === "CB").map((e) => e.id);

  it("runs from the bounce through the exit disposal", () => {
    expect(cbIds(play(4, "HANDBALL_RECEIVE", 0))).toEqual([1, 2, 3, 4]);
  });

  it("without an exit, runs while play stays in the centre square", () => {
    expect(cbIds(play(null, "HANDBALL_RECEIVE", 30))).toEqual([1, 2, 3, 4]);
    expect(cbIds(play(null, "HANDBALL_RECEIVE", 10))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("stops at a ball-up call", () => {
    expect(cbIds(play(null, "BALL_UP_CALL", 0))).toEqual([1, 2, 3, 4]);
  });

  it("is never a physical zone", () => {
    const me = play(4, "HANDBALL_RECEIVE", 0);
    expect(me.events.map((e) => zonePhysical(me, e))).not.toContain("CB");
  });
});
