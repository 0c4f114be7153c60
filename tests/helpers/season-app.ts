import { openAppDb } from "@/lib/app-server/app-db";
import type { Db } from "@/lib/db/db";
import { createCallBudget } from "@/lib/app-server/upstream/call-budget";
import { checkAnswer } from "@/lib/app-server/upstream/contract-check";
import { createMatchAnswers } from "@/lib/app-server/builds/match-answers";
import { createSeasonBuilds } from "@/lib/app-server/builds/season-builds";
import { boxScoreKind } from "@/lib/app-server/builds/box-score-kind";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstreamCounters } from "@/lib/app-server/upstream/upstream-counters";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { clientEnvOf, type RunningService } from "./start-service";

/**
 * One start of "the app" as the season aggregates see it: its database handle on `dir` (PGlite), its
 * upstream client (the real one, to the running service over HTTP, counting calls by operation) and
 * its season builders (the splits, and the whole-match pass), under `plan` (unlimited when not given).
 */
export async function startSeasonApp(
  svc: RunningService,
  dir: string,
  plan: { rate: number; burst: number; daily: number } = { rate: 1e6, burst: 1e6, daily: 1e9 },
) {
  const before = process.env.DATA_DIR;
  process.env.DATA_DIR = dir;
  const db: Db = await openAppDb();
  process.env.DATA_DIR = before;
  const env = clientEnvOf(svc, 60_000);
  const upstream = createUpstream({
    env,
    tokens: createTokenManager(env),
    budget: createCallBudget(plan),
    validate: checkAnswer,
    counters: createUpstreamCounters({ byOperation: true }),
  });
  const answers = createMatchAnswers(db);
  const builds = createSeasonBuilds({ answers, upstream, ratePerSec: plan.rate });
  const boxScores = createSeasonBuilds({ answers, upstream, kind: boxScoreKind, ratePerSec: plan.rate });
  return { db, upstream, builds, boxScores };
}
