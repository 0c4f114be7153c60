// Fits the Brownlow vote model and writes features/brownlow/model/params.json. The rows are what the
// app will see: each completed home-and-away match of 2023–2025 from the embedded data service (the
// fixture for the result and margin, the player statistics for the box score and the umpires' votes), started in memory
// with the real data. One fit a season predicted, never on that season (fit-votes.ts,
// trainingMatches): 2024 on 2023, 2025 on 2023–2024, 2023 on 2024–2025 (nothing earlier has votes),
// later seasons on all three. Run: npx tsx scripts/fit-brownlow.ts (~2–4 minutes: the player statistics makes each
// match's events once).
import { writeFileSync } from "node:fs";
import type { Fixture, PlayerStatistics } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import { operationPath } from "@/lib/contract/endpoint-path";
import { startService } from "@/tests/helpers/start-service";
import { countedMatches } from "@/features/brownlow/model/vote-match";
import { FEATURE_NAMES, featureRow, VOTE_COUNTS, VOTES_CODE } from "@/features/brownlow/model/vote-features";
import {
  fitVotes,
  hasWholeVotes,
  trainingMatches,
  type TrainingMatch,
} from "@/features/brownlow/model/fit-votes";

const SEASONS: Record<number, number> = { 2023: 52, 2024: 62, 2025: 73 };
const OUT = "features/brownlow/model/params.json";

const service = await startService();
const get = async <T>(path: string): Promise<T> => {
  const res = await service.json<T>(`/v1${path}`);
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.body;
};
const query = new URLSearchParams([...VOTE_COUNTS, VOTES_CODE].map((c) => ["metric", c])).toString();

const matches: TrainingMatch[] = [];
for (const [year, seasonId] of Object.entries(SEASONS)) {
  const fixture = await get<Fixture>(operationPath(OP.getMainFixture, { seasonId }));
  for (const m of countedMatches(fixture)) {
    const stats = await get<PlayerStatistics>(
      `${operationPath(OP.getPlayerStatistics, { matchId: m.id })}?${query}`,
    );
    const players = stats.squads.flatMap((s) =>
      s.players.map((p) => {
        const value = (code: string) => p.statistics.find((x) => x.code === code)?.value ?? null;
        const x = featureRow(value, s.id === m.homeId ? m.margin : -m.margin);
        if (!x) throw new Error(`Match ${m.id}: ${p.fullname} lacks a count`);
        return { x, votes: value(VOTES_CODE) ?? 0 };
      }),
    );
    matches.push({ season: Number(year), matchId: m.id, players });
  }
  console.log(`${year}: ${matches.filter((m) => m.season === Number(year)).length} matches`);
}
await service.close();

const round = (x: number) => Number(x.toFixed(6));
const fit = (predicts: number | null, walkForward: boolean) => {
  const rows =
    predicts === null
      ? matches.filter((m) => hasWholeVotes(m.players))
      : trainingMatches(matches, predicts, walkForward);
  const { weights } = fitVotes(rows, FEATURE_NAMES.length);
  return {
    predicts,
    fittedOn: [...new Set(rows.map((m) => m.season))].sort(),
    walkForward,
    matches: rows.length,
    weights: weights.map(round),
  };
};
const fits = [fit(2023, false), fit(2024, true), fit(2025, true), fit(null, true)];
writeFileSync(
  OUT,
  JSON.stringify(
    {
      features: FEATURE_NAMES,
      fittedFrom: "the data service's player statistics and fixtures, 2023–2025",
      fits,
    },
    null,
    2,
  ) + "\n",
);
for (const f of fits)
  console.log(
    `${f.predicts ?? "later"} ← ${f.fittedOn.join(", ")} (${f.matches} matches): ` +
      FEATURE_NAMES.map((n, i) => `${n} ${f.weights[i].toFixed(3)}`).join(", "),
  );
