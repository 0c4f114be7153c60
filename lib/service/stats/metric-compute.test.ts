import { describe, expect, it } from "vitest";
import { F } from "@/lib/service/engine/types";
import {
  AWAY,
  HOME,
  buildMatch,
  chain,
  ev,
  fixtureRoster,
  person,
  stoppage,
} from "@/tests/helpers/synthetic-match/match-builder";
import { MetricComputer } from "./metric-compute";
import { playerStatistics } from "./player-stats";

const H = (i: number) => person(HOME, i);
const A = (i: number) => person(AWAY, i);
const KICK_TO = (toX: number) => ({
  foot: "LEFT" as const,
  intent: "GO_TO" as const,
  distance: "LONG" as const,
  direction: "CENTRE" as const,
  toX,
  toY: 0,
});

// Period 1: home attacks +x. Chain 1 (home): mark, bounce, kick 0 -> 55; mark, handball back 5 m, goal.
const me = buildMatch({
  events: [
    ev({ code: "MARK", personId: H(3), x: 0, chainId: 1, possession: "U", flags: F.SCORE_INVOLVEMENT }), // 1
    ev({ code: "BOUNCE", personId: H(3), x: 15, chainId: 1 }), // 2
    ev({
      code: "KICK",
      personId: H(3),
      x: 15,
      chainId: 1,
      kick: KICK_TO(55),
      flags: F.EFFECTIVE | F.SCORE_INVOLVEMENT,
    }), // 3
    ev({
      code: "MARK",
      personId: H(4),
      x: 55,
      chainId: 1,
      possession: "C",
      flags: F.CONTESTED | F.MARK_INSIDE_50,
    }), // 4
    ev({
      code: "HANDBALL",
      personId: H(4),
      x: 55,
      chainId: 1,
      flags: F.EFFECTIVE, // 5
      pressure: { code: "PHYSICAL", points: 3.75, squadId: AWAY, personIds: [A(3), A(4)] },
    }),
    ev({
      code: "HANDBALL_RECEIVE",
      personId: H(3),
      x: 50,
      chainId: 1,
      possession: "U",
      flags: F.SCORE_INVOLVEMENT,
    }), // 6
    ev({ code: "KICK", personId: H(3), x: 50, chainId: 1, kick: KICK_TO(80), flags: F.SCORE_INVOLVEMENT }), // 7
    ev({ code: "GOAL", personId: H(3), x: 80, chainId: 1, homeScore: 6 }), // 8
    // A ball-up: home ruck 1 wins the hitout, away 3 gets the ball (a shark). Away ruck 1 attends.
    ev({ code: "BALL_UP", squadId: null, x: -20, periodSecs: 60 }), // 9
    ev({ code: "HITOUT", personId: H(1), x: -20, periodSecs: 61, details: { hitout: "ADVANTAGE" } }), // 10
    ev({
      code: "HARD_BALL_GET",
      personId: A(3),
      x: -20,
      periodSecs: 62,
      possession: "C",
      flags: F.FIRST_POSSESSION,
    }), // 11
    // A second ball-up, won by the away ruck, so he is a known ruck.
    ev({ code: "BALL_UP", squadId: null, x: 30, periodSecs: 90 }), // 12
    ev({ code: "HITOUT", personId: A(1), x: 30, periodSecs: 91 }), // 13
    // Kick-ins: one kicked from the goal square, one played on. Home defends -x in period 1.
    ev({ code: "KICK_IN", personId: H(9), x: -77, periodSecs: 100, chainId: 2 }), // 14
    ev({ code: "KICK", personId: H(9), x: -77, periodSecs: 101, chainId: 2, kick: KICK_TO(-30) }), // 15
    ev({ code: "KICK_IN", personId: H(9), x: -77, periodSecs: 200, chainId: 3 }), // 16
    ev({ code: "KICK", personId: H(9), x: -60, periodSecs: 205, chainId: 3, kick: KICK_TO(-20) }), // 17
    ev({ code: "FREE_AGAINST", personId: A(5), periodSecs: 300, details: { freeKickReason: "PENALTY_50M" } }), // 18
    ev({
      code: "INTERCHANGE",
      personId: H(15),
      periodSecs: 400,
      details: { interchange: { offPersonId: H(15), onPersonId: H(19), reason: "ROTATION" } },
    }), // 19
    // Period 2: home attacks -x, so a kick from 0 to -30 gains 30.
    ev({ code: "KICK", personId: H(5), period: 2, x: 0, kick: KICK_TO(-30) }), // 20
  ],
  chains: [
    chain({
      id: 1,
      squadId: HOME,
      startTrxId: 1,
      endTrxId: 8,
      startX: 0,
      endX: 80,
      endState: "GOAL",
      scoreTrxId: 8,
      launchPersonId: H(3),
    }),
    chain({
      id: 2,
      squadId: HOME,
      startTrxId: 14,
      endTrxId: 15,
      startState: "KICK_IN",
      startX: -77,
      endX: -30,
    }),
    chain({
      id: 3,
      squadId: HOME,
      startTrxId: 16,
      endTrxId: 17,
      startState: "KICK_IN",
      startX: -77,
      endX: -20,
    }),
  ],
  stoppages: [
    stoppage({ id: 1, trxId: 9, attendance: [H(1), A(1)], hitoutTrxId: 10, firstPossessionTrxId: 11 }),
    stoppage({ id: 2, trxId: 12, attendance: [H(1), A(1)], hitoutTrxId: 13 }),
  ],
});
const all = new MetricComputer(me, {});
const p = (code: Parameters<MetricComputer["player"]>[0], personId: number) => all.player(code, personId);
const s = (code: Parameters<MetricComputer["squad"]>[0], squadId: number) => all.squad(code, squadId);

describe("metric rules on a hand-made match", () => {
  it("measures metres gained from where the player won the ball to where the disposal went", () => {
    expect(p("METRES_GAINED", H(3))).toBe(55 + 30); // 0 -> 55 (carry included), then 50 -> 80
    expect(p("METRES_GAINED", H(4))).toBe(-5); // handball back to the receiver at 50
    expect(p("METRES_GAINED", H(5))).toBe(30); // period 2: toward -x
    expect(s("METRES_GAINED", HOME)).toBe(55 + 30 - 5 + 30 + (-30 + 77) + (-20 + 77));
  });

  it("credits chain metres to the squad once and to every player involved", () => {
    expect(s("CHAIN_METRES", HOME)).toBe(80 + 47 + 57);
    expect(p("CHAIN_METRES", H(3))).toBe(80);
    expect(p("CHAIN_METRES", H(4))).toBe(80);
    expect(p("CHAIN_METRES", H(9))).toBe(47 + 57);
  });

  it("credits pressure to each pressuring player", () => {
    expect(p("PRESSURE_ACT", A(3))).toBe(1);
    expect(p("PRESSURE_POINTS", A(4))).toBe(3.75);
    expect(s("PRESSURE_POINTS", AWAY)).toBe(7.5);
    expect(s("PRESSURE_ACT", HOME)).toBe(0);
    // x = 55 in period 1 is the away squad's defensive half.
    expect(s("PRESSURE_ACT_DEF_HALF", AWAY)).toBe(2);
  });

  it("counts one score involvement per player per chain, and the launch of the scoring chain", () => {
    expect(p("SCORE_INVOLVEMENT", H(3))).toBe(1);
    expect(p("SCORE_LAUNCH", H(3))).toBe(1);
    expect(s("CHAIN_SCORE", HOME)).toBe(1);
    expect(s("POINTS", HOME)).toBe(6);
  });

  it("infers the losing ruck and credits contests, hitouts and sharks", () => {
    expect(p("RUCK_CONTEST", H(1))).toBe(2);
    expect(p("RUCK_CONTEST", A(1))).toBe(2);
    expect(p("HITOUT_WIN_PCT", H(1))).toBe(50);
    expect(p("HITOUT_TO_ADVANTAGE", H(1))).toBe(1);
    expect(p("HITOUT_SHARK", A(3))).toBe(1);
    expect(s("RUCK_CONTEST", HOME)).toBe(2);
    expect(s("BALL_UP", AWAY)).toBe(2);
  });

  it("tells a kick-in played on from one kicked from the goal square", () => {
    expect(p("KICK_IN", H(9))).toBe(2);
    expect(p("KICK_IN_PLAY_ON", H(9))).toBe(1);
  });

  it("charges 50 m penalties and interchanges to the right player", () => {
    expect(p("PENALTY_50M", A(5))).toBe(1);
    expect(p("FREE_KICK_AGAINST", A(5))).toBe(1);
    expect(p("INTERCHANGE", H(15))).toBe(1);
    expect(p("INTERCHANGE", H(19))).toBe(0);
  });

  it("computes ratios from filtered counts and reads no attempts as 0", () => {
    expect(p("DISPOSAL_EFFICIENCY", H(3))).toBe(50);
    expect(p("KICK_HANDBALL_RATIO", H(3))).toBe(0); // no handballs
    expect(p("CONTESTED_POSSESSION_RATE", H(4))).toBe(100);
    expect(p("ACCURACY", H(3))).toBe(100);
    expect(new MetricComputer(me, { periods: [2] }).player("DISPOSAL_EFFICIENCY", H(3))).toBe(0);
  });

  it("takes match totals from the caller, whole-match only, and never invents dropped marks", () => {
    const roster = fixtureRoster();
    const totals = new Map([[H(3), { BROWNLOW_VOTES: 3 }]]);
    const stat = (filter: object, t?: typeof totals) => {
      const r = playerStatistics(
        me,
        roster,
        { metrics: ["BROWNLOW_VOTES", "MARK_DROPPED", "KICK"], ...filter },
        "transactional",
        {
          totals: t,
        },
      );
      return r.squads[0].players
        .find((x) => x.personId === H(3))!
        .statistics.map((x) => `${x.code}=${x.value}`);
    };
    expect(stat({}, totals)).toEqual(["KICK=2", "BROWNLOW_VOTES=3"]);
    expect(stat({ periods: [1] }, totals)).toEqual(["KICK=2"]);
    expect(stat({})).toEqual(["KICK=2"]);
    // Totals that do not name the metric: no value at all (null), not 0 for everyone.
    const other = new Map([[H(3), { PLAYER_RATING: 7 }]]);
    const computer = new MetricComputer(me, {}, { totals: other });
    expect(computer.player("BROWNLOW_VOTES", H(3))).toBeNull();
    expect(computer.player("PLAYER_RATING", H(3))).toBe(7);
    expect(computer.player("PLAYER_RATING", H(4))).toBe(0);
    expect(computer.squad("PLAYER_RATING", HOME)).toBeNull();
  });
});
