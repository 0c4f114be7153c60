import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import { upstreamEnv } from "../env";
import { createMatchAnswers } from "./match-answers";
import { createSeasonBuilds, type SeasonBuilds } from "./season-builds";
import { createSplitsOffload } from "./splits-offload";
import { upstream } from "../upstream/upstream-instance";

// One builder a process (its single flight and its queue mean nothing otherwise): on globalThis, as the
// upstream is, since Next may load this module in several bundles.
const KEY = Symbol.for("footy.season-builds");
type Holder = { [KEY]?: Promise<SeasonBuilds> };

export function seasonBuilds(): Promise<SeasonBuilds> {
  const g = globalThis as Holder;
  return (g[KEY] ??= (async () =>
    createSeasonBuilds({
      answers: createMatchAnswers(await appDb()),
      upstream: await upstream(),
      // WORKER_THREADS=0: the answers are checked and compacted on the pages' thread (as before).
      digest: process.env.WORKER_THREADS === "0" ? undefined : createSplitsOffload(console.warn).digest,
      ratePerSec: upstreamEnv().plan?.rate ?? 20,
    }))());
}
