import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fitFor, VOTE_FEATURES } from "@/features/brownlow/model/params";
import { dot, firstChoice, voteChances } from "@/features/brownlow/model/plackett-luce";
import { csvVoteMatches, type CsvVoteMatch } from "@/tests/helpers/brownlow-csv";

// The Brownlow predictor's table as BENCHMARKS.md publishes it (issue 28: "the predictor's table
// reproduces the published figures"), recomputed here from the raw player_stats.csv and matches.csv
// (tests/helpers/brownlow-csv.ts reads them) with this file's own arithmetic: which matches have whole
// votes, the disposals baseline, and every figure (named, 3 got 3, the winners, the top-ten overlap,
// Spearman's ρ). Only the model's chances come from the model: they are what the table measures.

type Judged = { id: string; name: string; votes: number; expected: number; three: number }[];

const matches = csvVoteMatches(VOTE_FEATURES);
const table = (() => {
  const text = readFileSync(path.join(process.cwd(), "BENCHMARKS.md"), "utf8");
  const section = text.slice(text.indexOf("<!-- brownlow:start"), text.indexOf("<!-- brownlow:end"));
  return new Map(
    section
      .split("\n")
      .filter((l) => /^\| 20\d\d \|/.test(l))
      .map((l) => {
        const cells = l.split("|").map((c) => c.trim());
        return [Number(cells[1]), cells.slice(2, -1)] as const;
      }),
  );
})();

/** The umpires gave 3, 2 and 1, once each, and nothing else. */
const whole = (m: CsvVoteMatch) =>
  m.players
    .map((p) => p.votes)
    .filter((v) => v > 0)
    .sort()
    .join() === "1,2,3";

function byModel(m: CsvVoteMatch, weights: readonly number[]): Judged {
  const chances = voteChances(firstChoice(m.players.map((p) => dot(weights, p.x))));
  return m.players.map((p, i) => ({ ...p, expected: chances[i].expected, three: chances[i].three }));
}

/** 3 to the most disposals, then 2 and 1; ties to more goals, then the id. */
function byDisposals(m: CsvVoteMatch): Judged {
  const order = [...m.players].sort(
    (a, b) => b.disposals - a.disposals || b.goals - a.goals || a.id.localeCompare(b.id),
  );
  return m.players.map((p) => {
    const given = Math.max(0, 3 - order.indexOf(p));
    return { ...p, expected: given, three: given === 3 ? 1 : 0 };
  });
}

/** The first n by a value, largest first; ties keep the order given. */
const firstBy = <T>(xs: readonly T[], value: (x: T) => number, n: number) =>
  xs
    .map((x, i) => ({ x, i }))
    .sort((a, b) => value(b.x) - value(a.x) || a.i - b.i)
    .slice(0, n)
    .map((e) => e.x);

/** Ranks from 1 (largest); a tie shares the mean of the ranks it spans. */
const ranks = (xs: readonly number[]) =>
  xs.map((v) => {
    const above = xs.filter((w) => w > v).length;
    const level = xs.filter((w) => w === v).length;
    return above + (level + 1) / 2;
  });

function spearman(a: readonly number[], b: readonly number[]): number {
  const [ra, rb] = [ranks(a), ranks(b)];
  const n = ra.length;
  const [ma, mb] = [ra.reduce((s, v) => s + v, 0) / n, rb.reduce((s, v) => s + v, 0) / n];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    ab += (ra[i] - ma) * (rb[i] - mb);
    aa += (ra[i] - ma) ** 2;
    bb += (rb[i] - mb) ** 2;
  }
  return ab / Math.sqrt(aa * bb);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The table's figures of one predictor over a season's matches with whole votes. */
function figures(judged: readonly Judged[]) {
  const named = judged.reduce(
    (s, m) => s + firstBy(m, (p) => p.expected, 3).filter((p) => p.votes > 0).length,
    0,
  );
  const three = judged.filter((m) => firstBy(m, (p) => p.three, 1)[0].votes === 3).length;
  const tally = new Map<string, { name: string; real: number; predicted: number }>();
  for (const m of judged)
    for (const p of m) {
      const t = tally.get(p.id) ?? { name: p.name, real: 0, predicted: 0 };
      t.real += p.votes;
      t.predicted += p.expected;
      tally.set(p.id, t);
    }
  // Ties go by id, in the order the table defines ("ties broken by id": the ids' locale order).
  const rows = [...tally].sort(([a], [b]) => a.localeCompare(b)).map(([, t]) => t);
  const leader = (key: "real" | "predicted") => {
    const best = Math.max(...rows.map((t) => t[key]));
    const who = rows.filter((t) => t[key] === best).map((t) => t.name);
    return `${who.join(" & ")} (${key === "real" ? best : best.toFixed(1)})`;
  };
  const realTen = new Set(firstBy(rows, (t) => t.real, 10));
  return {
    named: pct(named / (3 * judged.length)),
    three: pct(three / judged.length),
    winner: leader("predicted"),
    real: leader("real"),
    overlap: String(firstBy(rows, (t) => t.predicted, 10).filter((t) => realTen.has(t)).length),
    rho: spearman(
      rows.map((t) => t.predicted),
      rows.map((t) => t.real),
    ).toFixed(3),
  };
}

describe("the published Brownlow table", () => {
  it("has a row for each season of 2023–2025", () => {
    expect([...table.keys()]).toEqual([2023, 2024, 2025]);
  });

  for (const [season, fittedOn] of [
    [2023, "2024–2025 (later seasons)"],
    [2024, "2023"],
    [2025, "2023–2024"],
  ] as const)
    it(`reproduces ${season}'s figures from the raw box scores and votes`, () => {
      const played = matches.filter((m) => m.season === season);
      const counted = played.filter(whole);
      const model = figures(counted.map((m) => byModel(m, fitFor(season).weights)));
      const base = figures(counted.map(byDisposals));
      expect(table.get(season)).toEqual([
        fittedOn,
        `${counted.length} of ${played.length}`,
        model.named,
        base.named,
        model.three,
        base.three,
        model.winner,
        base.winner,
        model.real,
        model.overlap,
        base.overlap,
        model.rho,
        base.rho,
      ]);
    });
});
