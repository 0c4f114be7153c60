import { describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import type { MatchTip } from "@/lib/predict/match-tip";
import { shownTips } from "./shown-tips";

const tip = (expected: number) => ({ expected }) as unknown as MatchTip;
const fixtureOf = (rounds: number[][]) =>
  ({
    phases: [{ rounds: rounds.map((ids) => ({ matches: ids.map((id) => ({ id })) })) }],
  }) as unknown as Fixture;

describe("the tips a fixture view shows", () => {
  it("are the shown matches' tips only, each as the season's", () => {
    const season = { 1: tip(5), 2: tip(-3), 3: tip(12), 4: tip(0) };
    expect(shownTips(season, fixtureOf([[2, 3]]))).toStrictEqual({ 2: tip(-3), 3: tip(12) });
    expect(shownTips(season, fixtureOf([[1], [4]]))).toStrictEqual({ 1: tip(5), 4: tip(0) });
  });

  it("leave out a shown match with no tip, and give nothing for an empty view", () => {
    expect(shownTips({ 1: tip(5) }, fixtureOf([[1, 9]]))).toStrictEqual({ 1: tip(5) });
    expect(shownTips({ 1: tip(5) }, fixtureOf([]))).toStrictEqual({});
  });
});
