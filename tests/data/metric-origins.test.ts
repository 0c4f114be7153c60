import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RECORDED_METRICS, metricOrigin, synthesisedWords } from "@/lib/metric-origins";
import { METRIC_ROWS } from "@/lib/service/metrics/glossary-rows";
import { FIDELITY_CODES } from "@/lib/service/engine/box-score-rules";

// The glossary tells analysts which figures are the record and which come from the synthesised events
// (lib/metric-origins.ts). Held here to the raw source's own columns, read by this file, and to the
// service's table of metrics, so that a metric moved from one side to the other shows.

// player_stats.csv column for each metric called recorded, written out here on purpose.
// prettier-ignore
const COLUMN: Record<string, string> = {
  KICK: "kicks", HANDBALL: "handballs", DISPOSAL: "disposals", MARK: "marks", MARK_CONTESTED: "contested_marks",
  MARK_INSIDE_50: "marks_inside_50", POSSESSION_CONTESTED: "contested_possessions",
  POSSESSION_UNCONTESTED: "uncontested_possessions", TACKLE: "tackles", HITOUT: "hit_outs", GOAL: "goals",
  BEHIND: "behinds", GOAL_ASSIST: "goal_assist", INSIDE_50: "inside_50s", REBOUND_50: "rebound_50s",
  CLEARANCE: "clearances", CLANGER: "clangers", FREE_KICK: "free_kicks_for", FREE_KICK_AGAINST: "free_kicks_against",
  ONE_PERCENTER: "one_percenters", RUNNING_BOUNCE: "bounces", BROWNLOW_VOTES: "brownlow_votes",
};
// The service's table calls the time-on-ground share a box-score metric (the source has the column), but
// its figure is the synthesised interchanges' time, near the record and not equal to it.
const FROM_STINTS = "TIME_ON_GROUND_PCT";

const header = readFileSync(path.join(process.cwd(), "data/afl/player_stats.csv"), "utf8")
  .split(/\r?\n/, 1)[0]
  .split(",");

describe("where a metric's figure comes from", () => {
  it("recorded: exactly the metrics that are columns of the source's box scores", () => {
    expect([...RECORDED_METRICS].sort()).toEqual(Object.keys(COLUMN).sort());
    for (const [code, column] of Object.entries(COLUMN)) expect(header, code).toContain(column);
  });

  it("agrees with the service's table: its box-score metrics recorded, its event metrics synthesised", () => {
    const codes = new Set(METRIC_ROWS.map((r) => r.code as string));
    for (const code of RECORDED_METRICS) expect(codes.has(code), code).toBe(true);
    for (const row of METRIC_ROWS) {
      const origin = metricOrigin(row.code);
      if (row.source === "boxscore")
        expect(origin, row.code).toBe(row.code === FROM_STINTS ? "synthesised" : "recorded");
      if (row.source === "events") expect(origin, row.code).toBe("synthesised");
      if (origin === "worked-out") expect(row.source, row.code).toBe("derived");
    }
  });

  it("a metric the engine must reproduce from the box score is never called synthesised", () => {
    for (const code of FIDELITY_CODES) expect(metricOrigin(code), code).not.toBe("synthesised");
  });

  it("worked out: only arithmetic on recorded figures; what needs the events' places or times is not", () => {
    expect(metricOrigin("MARK_UNCONTESTED")).toBe("worked-out");
    expect(metricOrigin("ACCURACY")).toBe("worked-out");
    expect(metricOrigin("TIME_ON_GROUND")).toBe("synthesised"); // seconds: the quarters' made-up lengths
    expect(header).toContain("percentage_of_game_played");
    expect(metricOrigin(FROM_STINTS)).toBe("synthesised");
    expect(metricOrigin("METRES_GAINED")).toBe("synthesised");
    expect(metricOrigin("DISPOSAL_EFFICIENCY")).toBe("synthesised");
  });
});

describe("a page's words for figures that come from the synthesised events", () => {
  const kicks = { code: "KICK", name: "Kicks" };
  it("names a metric counted from events, whatever the cut", () => {
    expect(synthesisedWords({ code: "METRES_GAINED", name: "Metres Gained" }, false)).toBe(
      "Metres Gained is counted from the synthesised match events",
    );
  });
  it("says a recorded count cut by quarter or zone is synthesised, and a whole match's is not", () => {
    expect(synthesisedWords(kicks, true)).toMatch(/^Cut by quarter or zone/);
    expect(synthesisedWords(kicks, false)).toBeNull();
    expect(synthesisedWords({ code: "AFL_FANTASY", name: "AFL Fantasy points" }, false)).toBeNull();
    expect(synthesisedWords(null, false)).toBeNull();
  });
});
