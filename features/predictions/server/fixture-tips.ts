import "server-only";
import { AFL_LEAGUE_ID } from "@/lib/season/afl-league";
import { fixtureQuery } from "@/lib/queries/fixture";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { appDb } from "@/lib/app-server/app-db";
import { createKeptTips } from "@/lib/app-server/kept-tips";
import published2023to2025 from "@/lib/predict/tips-2023-2025.json";
import { TIP_PARAMS } from "@/features/predictions/model/params";
import { fixtureTips, type FixtureTips, type TipNumbers } from "@/features/predictions/model/fixture-tips";
import { predictorModel } from "./predictor";

// The fixture's tips for a season: what it costs is what the predictor already fetches (the season's
// fixture and up to three earlier ones, each a cached call: predictor.ts) plus two or three queries of
// the app's own database; no call a match. A round's tips are kept the first time they are worked out
// before its matches start (lib/app-server/kept-tips.ts), and shown from then on.

// The tipping model's walk-forward tips with who played (bench/predict.ts): the AFL's match ids.
const PUBLISHED = new Map<number, TipNumbers>(
  published2023to2025.map((t) => [t.id, { expected: t.expected, probability: t.probability }]),
);

export async function seasonTips(ref: SeasonRef, now = new Date()): Promise<FixtureTips | null> {
  try {
    const [fixture, model] = await Promise.all([
      fetchOnServer(fixtureQuery(ref)),
      predictorModel(ref, null, { tips: true }),
    ]);
    const starts = new Map(
      fixture.phases.flatMap((p) =>
        p.rounds.flatMap((r) => r.matches.map((m) => [m.id, m.date.utcMatchStart])),
      ),
    );
    const store = createKeptTips(await appDb());
    const work = async () =>
      fixtureTips({
        fixture,
        teamExpected: model.tipExpected,
        params: TIP_PARAMS,
        kept: await store.read(starts),
        published: ref.leagueId === AFL_LEAGUE_ID ? PUBLISHED : new Map(),
        now: now.toISOString(),
      });
    const first = await work();
    if (first.toKeep.length === 0) return first;
    // Kept now: read back, so this visit shows what every later one will (the first tip kept stands).
    await store.keep(first.toKeep.map((t) => ({ ...t, madeAt: now.toISOString() })));
    return await work();
  } catch (e) {
    // The fixture stands without its tips (a season the model cannot rate, the database unreachable).
    console.warn(`tips for season ${ref.seasonId}: ${(e as Error).message}`);
    return null;
  }
}
