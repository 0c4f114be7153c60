import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import { allMatches, type HistSeason } from "@/lib/history/all-time";
import { OP } from "@/lib/contract/operations";
import { DEFAULT_TIMEOUT_MS, upstreamEnv } from "../env";
import { createQuartersOffload } from "./quarters-offload";
import { buildPriority } from "./build-priority";
import { historySummary } from "./history-summary-instance";
import { createHistoryQuarters, type HistoryQuarters, type QuarterMatch } from "./history-quarters";
import { quarterStore } from "./history-quarters-store";
import { isUnrationed } from "./unrationed";
import { createMatchAnswers } from "./match-answers";
import { buildGetJson } from "../upstream/paced-caller";
import { upstream } from "../upstream/upstream-instance";

// A fifth of the plan's rate (4 calls a second on the standard 20): the summary's build takes 40%
// when it runs (on a plan the two never run together: this one waits for the summary), pages keep
// the rest.
const SHARE_OF_RATE = 0.2;
// A seventh of the plan's day (5,000 of the standard 35,000) unless HISTORY_QUARTER_CALLS_A_DAY says:
// the ~17,000 matches take four days, and the pages and season builds keep six sevenths of each day.
const SHARE_OF_DAY = 1 / 7;
// Unrationed (unrationed.ts) the build keeps LANES calls in flight, so that its ~17,000 small calls are
// not each a turn of the event loop behind the season builds (the records took 131 s on a fresh
// install that way; fill-quarters.ts). Any real plan keeps one at a time.
const LANES = 16;
// While the build follows the summary (growing, below), it keeps fewer calls in flight: the summary is
// one call after another, and 16 lanes ahead of each of them in the service's queue made every first
// page later. Five first pages from serving, alternating on one machine, three or four runs each: the
// records 11.8-14.0 s with 4 lanes beside the summary, 11.5-14.4 s with 16, 13.4-18.2 s waiting for
// the summary; the club history 5.2-5.7 s, 7.0-7.8 s and 4.5-6.9 s; the leaders 3.8-4.4 s, 4.6-5.6 s
// and 3.3-4.3 s.
const LANES_BESIDE_SUMMARY = 4;

const KEY = Symbol.for("footy.history-quarters");
type Holder = { [KEY]?: Promise<HistoryQuarters> };

// Asked on every records page view (status and the list): made once for each summary.
const listed = new WeakMap<readonly HistSeason[], readonly QuarterMatch[]>();
function quarterMatches(seasons: readonly HistSeason[]): readonly QuarterMatch[] {
  let list = listed.get(seasons);
  if (!list) listed.set(seasons, (list = allMatches(seasons).map((m) => ({ id: m.id, start: m.start }))));
  return list;
}

/** The one quarter-scores build of the process (ARCHITECTURE.md, "Most points in a quarter"). */
export function historyQuarters(): Promise<HistoryQuarters> {
  const g = globalThis as Holder;
  return (g[KEY] ??= (async () => {
    const [db, up, summary] = await Promise.all([appDb(), upstream(), historySummary()]);
    const env = upstreamEnv();
    const plan = env.plan ?? { rate: 20, daily: 35_000 };
    const rate = plan.rate * SHARE_OF_RATE;
    const offload = createQuartersOffload((m) => console.warn(`[history-quarters] ${m}`));
    const unrationed = isUnrationed(rate);
    return createHistoryQuarters({
      // Unrationed, no gap at all: a gap of 0.05 ms was a 1 ms timer (timers are whole milliseconds)
      // before most calls of the 16 lanes.
      gapMs: unrationed ? 0 : 1000 / rate,
      lanes: unrationed ? LANES : 1,
      // Unrationed, the season's splits wait while the records build (build-priority.ts); on a real
      // plan each build keeps its own share of the rate and neither waits for the other.
      hold: unrationed ? (work) => buildPriority().hold(work) : undefined,
      dailyBudget: env.historyQuarterCallsADay ?? Math.floor(plan.daily * SHARE_OF_DAY),
      // The summary's completed matches, oldest first; none until the summary is read (asking starts
      // or resumes the summary's build, as any history page's visit does).
      matches: () => {
        const seasons = summary.seasons();
        if (seasons) return quarterMatches(seasons);
        const soFar = unrationed ? summary.readSoFar() : [];
        return soFar.length > 0 ? quarterMatches(soFar) : null;
      },
      // Unrationed, the build follows the summary season by season (the completed seasons read so
      // far), asked by a records visit while the summary is read: neither build fills both cores
      // alone, so side by side each fills the other's gaps (figures at LANES_BESIDE_SUMMARY). On a
      // real plan it waits for the whole summary, each keeping its own share of the rate.
      growing: unrationed ? () => summary.building : undefined,
      // The embedded service, unrationed: batches of matches asked from a worker thread, so the app's
      // side of each call runs on the other core (quarters-offload.ts).
      batch: unrationed
        ? async (matchIds) => {
            const got = await offload.fetch({
              base: env.baseUrl,
              token: await up.token(),
              matchIds,
              lanes: summary.building ? LANES_BESIDE_SUMMARY : LANES,
              timeoutMs: env.timeoutMs ?? DEFAULT_TIMEOUT_MS,
            });
            up.countCalls(OP.getMatchScore, matchIds.length);
            return got;
          }
        : undefined,
      getJson: buildGetJson(up),
      store: quarterStore(createMatchAnswers(db)),
    });
  })());
}
