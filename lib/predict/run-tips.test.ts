import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import fitted from "./params.json";
import start2023 from "./tip-ratings-2023.json";
import { loadBoxScoredMatches } from "./load-box-scores";
import { runTips } from "./run-tips";
import { tipRatingStateOf } from "./tip-rating";

const matches = loadBoxScoredMatches();
const run = (ms: typeof matches) => runTips(fitted.tips.rating, fitted.tips, ms, tipRatingStateOf(start2023));

describe("the tipping model walked through 2023–2025", () => {
  it("tips a match from what came before it only: changing it and every later result and box score moves no earlier tip", () => {
    const cut = matches.findIndex((m) => m.season === 2024 && m.round === "10");
    expect(cut).toBe(297);
    const changed = matches.map((m, i) =>
      i < cut
        ? m
        : {
            ...m,
            margin: -(m.margin ?? 0) - 50,
            homeShots: 0,
            // What is known before a match (who plays, his games so far) changes from the next one on.
            homePlayers: m.homePlayers.map((g) => ({
              ...g,
              fantasy: 0,
              gamesBefore: i > cut ? 0 : g.gamesBefore,
            })),
          },
    );
    const a = run(matches);
    const b = run(changed);
    expect(b.slice(0, cut + 1).map((t) => t.tip)).toEqual(a.slice(0, cut + 1).map((t) => t.tip));
    // ...and the change does reach the tips after it (so the comparison above could have failed).
    expect(b.at(-1)!.tip.expected).not.toBeCloseTo(a.at(-1)!.tip.expected, 1);
  });

  it("starts 2023 as its team rating: no player has a box score yet", () => {
    const [first] = run(matches);
    expect(first.tip.players).toBe(0);
    // Both sides rested the most (no earlier match in the run): the rest term is zero too.
    expect(first.tip.expected).toBeCloseTo(first.teamExpected, 9);
  });

  it("is the committed per-match file the fixture and the published table use", () => {
    const file: { id: number; expected: number; probability: number }[] = JSON.parse(
      readFileSync(path.join(process.cwd(), "lib/predict/tips-2023-2025.json"), "utf8"),
    );
    expect(
      run(matches).map((t) => ({
        id: t.id,
        expected: Number(t.tip.expected.toFixed(2)),
        probability: Number(t.tip.probability.toFixed(4)),
      })),
    ).toEqual(file);
  });
});
