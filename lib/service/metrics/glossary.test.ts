import { describe, expect, it } from "vitest";
import { METRIC_BY_CODE, METRICS, TIERS, isTier, metricsForTier, tierRank } from "./glossary";

// The "Metric codes" list of football-facts.md: every one must be in the glossary.
const FACT_CODES =
  `KICK, HANDBALL, DISPOSAL, DISPOSAL_EFFECTIVE, POSSESSION, POSSESSION_CONTESTED, POSSESSION_UNCONTESTED,
MARK, MARK_CONTESTED, MARK_UNCONTESTED, MARK_INSIDE_50, MARK_ON_LEAD, TACKLE, GOAL, BEHIND,
BEHIND_RUSHED, POINTS, SHOT_AT_GOAL, SCORING_SHOT, GOAL_ASSIST, SCORE_INVOLVEMENT, HITOUT,
HITOUT_TO_ADVANTAGE, RUCK_CONTEST, CLEARANCE, CLEARANCE_CB, CLEARANCE_BU, CLEARANCE_TI,
FIRST_POSSESSION, INSIDE_50, REBOUND_50, INTERCEPT, TURNOVER, CLANGER, FREE_KICK, FREE_KICK_AGAINST,
ONE_PERCENTER, SPOIL, RUNNING_BOUNCE, KICK_IN, METRES_GAINED, CHAIN_METRES, PRESSURE_ACT,
PRESSURE_POINTS, GROUNDBALL_GET, TIME_ON_GROUND, INTERCHANGE, POINTS_EXPECTED, GOAL_EXPECTED_SET,
CENTRE_BOUNCE_ATTENDANCE`
    .split(",")
    .map((c) => c.trim());

const BRIEF_CODES = [
  "BROWNLOW_VOTES",
  "TIME_ON_GROUND_PCT",
  "SHOT_AT_GOAL",
  "ACCURACY",
  "DISPOSAL_EFFICIENCY",
  "CONTESTED_POSSESSION_RATE",
  "HITOUT_WIN_PCT",
  "KICK_EFFECTIVE",
  "HANDBALL_EFFECTIVE",
  "GROUND_KICK",
  "KICK_LONG",
  "KICK_SHORT",
  "INSIDE_50_MARK",
  "ENTRY_RETAINED",
];

describe("metric glossary", () => {
  it("has at least 70 metrics with unique upper-case codes and ids 1..N", () => {
    expect(METRICS.length).toBeGreaterThanOrEqual(70);
    const codes = METRICS.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9_]+$/);
    expect(METRICS.map((m) => m.id)).toEqual(METRICS.map((_, i) => i + 1));
    const shorts = METRICS.map((m) => m.codeShort);
    expect(new Set(shorts).size).toBe(shorts.length);
  });

  it("contains every code of football-facts.md and the brief", () => {
    expect(FACT_CODES.length).toBe(50);
    for (const code of [...FACT_CODES, ...BRIEF_CODES]) expect(METRIC_BY_CODE.has(code), code).toBe(true);
  });

  it("gives every metric a real description and consistent level and format ids", () => {
    for (const m of METRICS) {
      expect(m.description.length, m.code).toBeGreaterThan(20);
      expect(m.name && m.namePlural && m.nameShort && m.nameDisplay, m.code).toBeTruthy();
      expect(m.levelId).toBe({ Player: 1, Squad: 2, Both: 3 }[m.level]);
      expect([1, 2, 3, 4, 5]).toContain(m.formatId);
      if (m.format === "Integer") expect(m.formatAvg).toBe("Decimal One Place");
    }
    expect(METRIC_BY_CODE.get("ACCURACY")?.format).toBe("Percentage One Decimal");
    expect(METRIC_BY_CODE.get("ACCURACY")?.formatId).toBe(3);
    expect(METRIC_BY_CODE.get("BEHIND_RUSHED")?.level).toBe("Squad");
  });

  it("puts metrics in every tier, box-score counts in core", () => {
    for (const tier of TIERS)
      expect(METRICS.filter((m) => m.tier === tier).length).toBeGreaterThanOrEqual(20);
    const brownlow = METRIC_BY_CODE.get("BROWNLOW_VOTES");
    expect(brownlow).toMatchObject({ tier: "core", level: "Player", source: "boxscore" });
    for (const code of ["KICK", "GOAL", "TACKLE", "CLEARANCE", "TIME_ON_GROUND_PCT", "POINTS"])
      expect(METRIC_BY_CODE.get(code)?.tier).toBe("core");
    for (const code of ["PRESSURE_ACT", "METRES_GAINED", "CHAIN_METRES", "POINTS_EXPECTED", "INTERCEPT"])
      expect(METRIC_BY_CODE.get(code)?.tier).toBe("advanced");
    for (const code of [
      "CLEARANCE_CB",
      "HITOUT_TO_ADVANTAGE",
      "SPOIL",
      "KICK_IN",
      "CENTRE_BOUNCE_ATTENDANCE",
    ])
      expect(METRIC_BY_CODE.get(code)?.tier).toBe("transactional");
  });

  it("leaves sums by chain, time on ground, ratios and votes out of time coding", () => {
    const excluded = [
      "CHAIN_METRES",
      "METRES_GAINED",
      "TIME_ON_GROUND",
      "TIME_ON_GROUND_PCT",
      "BROWNLOW_VOTES",
    ];
    for (const code of excluded) expect(METRIC_BY_CODE.get(code)?.timeCoded, code).toBe(false);
    const percentages = METRICS.filter((x) => x.format === "Percentage One Decimal");
    expect(percentages.length).toBeGreaterThan(0);
    for (const m of percentages) expect(m.timeCoded, m.code).toBe(false);
    expect(METRIC_BY_CODE.get("KICK")).toMatchObject({ timeCoded: true, transaction: true });
  });

  it("ranks tiers and lists what each tier may see", () => {
    expect(TIERS.map(tierRank)).toEqual([0, 1, 2]);
    const core = metricsForTier("core");
    expect(core.every((m) => m.tier === "core")).toBe(true);
    expect(metricsForTier("advanced").length).toBeGreaterThan(core.length);
    expect(metricsForTier("transactional")).toEqual(METRICS);
  });

  it("knows its three tiers by name, and no other", () => {
    expect(TIERS.filter(isTier)).toEqual(["core", "advanced", "transactional"]);
    expect(["", "Core", "platinum", "core "].filter(isTier)).toEqual([]);
  });
});
