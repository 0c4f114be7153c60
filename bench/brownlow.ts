// The Brownlow predictor against the umpires, per season of 2023–2025, beside a baseline that gives the
// votes by disposals (3 to the most, then 2, then 1; ties to more goals). Rows straight from the raw
// CSV (tests/helpers/brownlow-csv.ts); each season predicted with the weights the app uses for it
// (features/brownlow/model/params.json: 2024 and 2025 walk-forward, 2023 from the later seasons).
// Matches without whole votes (most of 2025's, where the data lacks some) are left out of every figure.
// `npx tsx bench/brownlow.ts` writes just this section into BENCHMARKS.md; `npm run bench` includes it.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { csvVoteMatches, type CsvVoteMatch } from "@/tests/helpers/brownlow-csv";
import { fitFor, VOTE_FEATURES } from "@/features/brownlow/model/params";
import { firstChoice, dot, voteChances } from "@/features/brownlow/model/plackett-luce";
import { hasWholeVotes } from "@/features/brownlow/model/fit-votes";
import { simulateCount } from "@/features/brownlow/model/simulate-count";
import {
  namedInTopThree,
  rankCorrelation,
  tallies,
  threeGotThree,
  topTenOverlap,
  type JudgedMatch,
} from "@/features/brownlow/model/accuracy";
import { writeSection } from "./write-section";

const SEASONS = [2023, 2024, 2025];
const RUNS = 10_000;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function byModel(m: CsvVoteMatch, weights: readonly number[]): JudgedMatch {
  const chances = voteChances(firstChoice(m.players.map((p) => dot(weights, p.x))));
  return {
    players: m.players.map((p, i) => ({
      id: p.id,
      votes: p.votes,
      expected: chances[i].expected,
      three: chances[i].three,
    })),
  };
}

function byDisposals(m: CsvVoteMatch): JudgedMatch {
  const order = [...m.players].sort(
    (a, b) => b.disposals - a.disposals || b.goals - a.goals || a.id.localeCompare(b.id),
  );
  const given = new Map(order.slice(0, 3).map((p, i) => [p.id, 3 - i]));
  return {
    players: m.players.map((p) => {
      const v = given.get(p.id) ?? 0;
      return { id: p.id, votes: p.votes, expected: v, three: v === 3 ? 1 : 0 };
    }),
  };
}

function judge(matches: readonly JudgedMatch[], names: ReadonlyMap<string, string>) {
  const t = tallies(matches);
  const rows = [...t].sort((a, b) => a[0].localeCompare(b[0]));
  const lead = (key: "real" | "predicted") => {
    const best = Math.max(...rows.map(([, v]) => v[key]));
    const who = rows.filter(([, v]) => v[key] === best).map(([id]) => names.get(id)!);
    return `${who.join(" & ")} (${key === "real" ? best : best.toFixed(1)})`;
  };
  return {
    named: matches.reduce((s, m) => s + namedInTopThree(m), 0) / (3 * matches.length),
    three: matches.filter(threeGotThree).length / matches.length,
    winner: lead("predicted"),
    real: lead("real"),
    overlap: topTenOverlap(t),
    rho: rankCorrelation(
      rows.map(([, v]) => v.predicted),
      rows.map(([, v]) => v.real),
    ),
  };
}

function simulationMs(matches: readonly CsvVoteMatch[], weights: readonly number[]): number {
  const index = new Map<string, number>();
  const sims = matches.map((m) => ({
    players: m.players.map((p) => index.get(p.id) ?? index.set(p.id, index.size).get(p.id)!),
    first: firstChoice(m.players.map((p) => dot(weights, p.x))),
  }));
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    simulateCount(sims, index.size, RUNS, 2024 + i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[2];
}

export function brownlowSection(): string {
  const all = csvVoteMatches(VOTE_FEATURES);
  const names = new Map(all.flatMap((m) => m.players.map((p) => [p.id, p.name] as const)));
  let simMs = 0;
  const wholeOf = (season: number) =>
    all.filter((m) => m.season === season && hasWholeVotes(m.players)).length;
  const lines = SEASONS.map((season) => {
    const fit = fitFor(season);
    const played = all.filter((m) => m.season === season);
    const whole = played.filter((m) => hasWholeVotes(m.players));
    if (season === 2024) simMs = simulationMs(played, fit.weights);
    const model = judge(
      whole.map((m) => byModel(m, fit.weights)),
      names,
    );
    const base = judge(whole.map(byDisposals), names);
    const fitted = `${fit.fittedOn.join("–")}${fit.walkForward ? "" : " (later seasons)"}`;
    return (
      `| ${season} | ${fitted} | ${whole.length} of ${played.length} | ${pct(model.named)} | ${pct(base.named)} | ` +
      `${pct(model.three)} | ${pct(base.three)} | ${model.winner} | ${base.winner} | ${model.real} | ` +
      `${model.overlap} | ${base.overlap} | ${model.rho.toFixed(3)} | ${base.rho.toFixed(3)} |`
    );
  });
  return `## Brownlow
<!-- brownlow:start (bench/brownlow.ts) -->

The Brownlow predictor (issue 28) against the umpires' real votes, per season, beside a baseline that
gives each match's votes by disposals (3 to the most, 2 and 1 to the next; ties to more goals). The
model is a Plackett–Luce ranking of each match's players by their box score and their team's result
and margin (\`features/brownlow/model\`), fitted by \`scripts/fit-brownlow.ts\` on other seasons only:
2024 on 2023 and 2025 on 2023–2024 (walk-forward); 2023, the first season with votes in the data, on
2024–2025 (so not walk-forward). Only matches with whole votes count here (3, 2 and 1 given: ${wholeOf(2023)}
and ${wholeOf(2024)} of the 207 home-and-away matches of 2023 and 2024, ${wholeOf(2025)} of 2025's, the rest of which lack
some or all votes in the data: the 2025 "real winner" is the leader of those matches only, not the
medallist). Rows from the raw CSV.

- *Named*: of each match's three vote-getters, the share in the predictor's top three (by expected votes).
- *3 got 3*: how often the player the predictor gave the best chance of 3 votes got them.
- *Winner*: the most votes over the season (the model's are expected votes).
- *Top 10*: how many of the real top ten (by votes) are in the predicted top ten.
- *ρ*: Spearman's rank correlation of every player's predicted and real tally.

| Season | Fitted on | Matches with whole votes | Named (model) | Named (disposals) | 3 got 3 (model) | 3 got 3 (disposals) | Winner (model) | Winner (disposals) | Real winner | Top 10 (model) | Top 10 (disposals) | ρ (model) | ρ (disposals) |
|---|---|--:|--:|--:|--:|--:|---|---|---|--:|--:|--:|--:|
${lines.join("\n")}

The count page's medal chances: ${RUNS.toLocaleString("en")} simulated counts of 2024's 207 matches took
${Math.round(simMs)} ms (median of five, in Node, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores).
<!-- brownlow:end -->
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const section = brownlowSection();
  writeSection("Brownlow", "brownlow", section);
  console.log(section);
}
