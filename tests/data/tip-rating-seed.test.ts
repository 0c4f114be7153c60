import { describe, expect, it } from "vitest";
import seed from "@/lib/predict/tip-ratings-2023.json";
import { TIP_RATING_PARAMS } from "@/features/predictions/model/params";
import { loadHistory } from "@/lib/predict/load-results";
import { runTipRatings } from "@/lib/predict/tip-rating";

// The tipping model's team rating starts 2023 from a committed state (scripts/fit-tip-rating.ts); the
// app's fixture tips and the bench both start there. It is the rating run from 1897 through 2022 with
// the committed parameters, nothing later: recomputed here from the raw history CSV.

describe("the tipping model's 2023 starting state", () => {
  const end = runTipRatings(TIP_RATING_PARAMS, loadHistory());

  it("is the state after 2022's last match", () => {
    expect(seed.season).toBe(2022);
    expect(end.season).toBe(2022);
    const clubs = Object.keys(seed.ratings);
    expect(clubs).toHaveLength(18);
    for (const c of clubs) {
      expect(seed.ratings[c as keyof typeof seed.ratings]).toBeCloseTo(end.ratings.get(c)!, 3);
      expect(seed.played[c as keyof typeof seed.played]).toBe(end.played.get(c));
      expect(seed.grounds[c as keyof typeof seed.grounds]).toEqual(end.grounds.get(c));
    }
  });

  it("names the grounds as the data service does, e.g. Docklands as Marvel Stadium", () => {
    const all = new Set(Object.values(seed.grounds).flat());
    expect(all.has("Marvel Stadium (Docklands)")).toBe(true);
    expect(all.has("Docklands")).toBe(false);
    expect(
      seed.grounds["West Coast"].filter((g) => g === "Optus Stadium (Perth Stadium)").length,
    ).toBeGreaterThan(8);
  });
});
