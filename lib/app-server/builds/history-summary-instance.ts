import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import type { HistSeason } from "@/lib/history/all-time";
import { upstreamEnv } from "../env";
import { createHistorySummary, type HistorySummary } from "./history-summary";
import { createMatchAnswers } from "./match-answers";
import { buildGetJson } from "../upstream/paced-caller";
import { upstream } from "../upstream/upstream-instance";

// Completed seasons of the summary are kept in the app's database, in match_answers (keyed by the
// season's id under their own operation name, and a version so that a change of shape refetches).
const OPERATION = "history-season";
const VERSION = "v1";
const STORED = "complete";
// The summary's calls take at most this share of the plan's rate (8 a second of the standard 20),
// and are not "critical": the call budget keeps the pages' reserve out of their reach.
const SHARE_OF_RATE = 0.4;

// One summary a process, on globalThis (Next may load this module in several bundles).
const KEY = Symbol.for("footy.history-summary");
type Holder = { [KEY]?: Promise<HistorySummary> };

export function historySummary(): Promise<HistorySummary> {
  const g = globalThis as Holder;
  return (g[KEY] ??= (async () => {
    const [db, up] = await Promise.all([appDb(), upstream()]);
    const answers = createMatchAnswers(db);
    return createHistorySummary({
      gapMs: 1000 / ((upstreamEnv().plan?.rate ?? 20) * SHARE_OF_RATE),
      getJson: buildGetJson(up),
      store: {
        async load(ids) {
          const rows = await answers.parts(OPERATION, VERSION, new Map(ids.map((id) => [id, STORED])), {
            body: [] as string[],
          });
          const out = new Map<number, HistSeason>();
          for (const [id, r] of rows) if (r.body) out.set(id, JSON.parse(r.body) as HistSeason);
          return out;
        },
        save: (s) => answers.put(OPERATION, VERSION, s.seasonId, STORED, JSON.stringify(s)),
      },
    });
  })());
}
