import { describe, expect, it } from "vitest";
import type { GlossaryEntry, MatchDetails } from "@/lib/contract";
import { METRIC_SETS } from "@/lib/queries/metric-sets";
import {
  contextOptions,
  describeStatsFilters,
  metricOptions,
  periodOptions,
  zoneOptions,
} from "./stats-filters";

const m = { home: { name: "Carlton" }, away: { name: "Geelong" } } as MatchDetails;

describe("describeStatsFilters", () => {
  it("says only the filters set, the metric set by its label, and always the team statistics' count", () => {
    expect(describeStatsFilters({ metricSet: "key" }, "For", m)).toEqual([
      { label: "Metrics", value: METRIC_SETS.find((s) => s.id === "key")?.label },
      { label: "Team statistics", value: "For" },
    ]);
  });

  it("says a time window from or to the quarter's first second (0 s)", () => {
    expect(
      describeStatsFilters({ metricSet: "key", fromPeriodSeconds: 0, toPeriodSeconds: 0 }, "For", m),
    ).toContainEqual({
      label: "To",
      value: "0 s",
    });
  });

  it("says every filter in words, in the filter bar's order", () => {
    const f = {
      metricSet: "KICK",
      period: 2,
      zone: "F50" as const,
      team: "away" as const,
      fromPeriodSeconds: 60,
      toPeriodSeconds: 600,
      lastXSeconds: 300,
    };
    expect(describeStatsFilters(f, "Diff", m)).toEqual([
      { label: "Period", value: "Q2" },
      { label: "Zone", value: "Forward 50" },
      { label: "Team", value: "Geelong" },
      { label: "Metrics", value: "KICK" },
      { label: "From", value: "60 s" },
      { label: "To", value: "600 s" },
      { label: "Last", value: "300 s of each quarter" },
      { label: "Team statistics", value: "Diff" },
    ]);
  });
});

describe("the filters' options", () => {
  it("lists four quarters, six zones in words, and the counts with For as no parameter", () => {
    expect(periodOptions().map((o) => o.value)).toEqual(["1", "2", "3", "4"]);
    expect(zoneOptions()).toContainEqual({ value: "CB", label: "Centre bounces" });
    expect(zoneOptions()).toHaveLength(6);
    expect(contextOptions()[0]).toEqual({ value: "", label: "For (the team's own)" });
    expect(contextOptions().map((o) => o.value)).toEqual(["", "Against", "Diff", "PhysicalDiff"]);
  });

  it("offers the sets, then the licensed player metrics by their display names", () => {
    const g = (code: string, level: string) => ({ code, level, nameDisplay: `Say ${code}` }) as GlossaryEntry;
    const glossary = [g("KICK", "Player"), g("TEAM", "Squad"), g("HITOUT", "Player")];
    const sets = METRIC_SETS.length;
    expect(metricOptions(undefined, undefined)).toHaveLength(sets);
    expect(metricOptions(glossary, undefined).slice(sets)).toEqual([
      { value: "KICK", label: "Say KICK", group: "One metric" },
      { value: "HITOUT", label: "Say HITOUT", group: "One metric" },
    ]);
    expect(metricOptions(glossary, { tier: "core", metrics: ["HITOUT", "TEAM"] }).slice(sets)).toEqual([
      { value: "HITOUT", label: "Say HITOUT", group: "One metric" },
    ]);
    expect(metricOptions(glossary, undefined)[0].group).toBe("Sets");
  });
});
