import "server-only";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import type { QuarterStore } from "./history-quarters";
import type { MatchAnswers } from "./match-answers";

// Each match's quarter scores are kept in match_answers under their own operation name (the score by period
// answer compacted to ~40 bytes: not the answer itself), with a version so that a change of shape
// refetches; the row's match start makes a moved match count as missing, as for every kept answer.
const OPERATION = "history-quarters";
const VERSION = "v1";

/** The quarter-scores build's store in the app's database (rows' `fetched_at` count the day's calls). */
export function quarterStore(answers: MatchAnswers): QuarterStore {
  return {
    async load(matches) {
      const rows = await answers.parts(OPERATION, VERSION, new Map(matches.map((m) => [m.id, m.start])), {
        body: [] as string[],
      });
      const out = new Map<number, MatchQuarters>();
      for (const [id, r] of rows) if (r.body) out.set(id, JSON.parse(r.body) as MatchQuarters);
      return out;
    },
    save: (batch) =>
      answers.putMany(
        OPERATION,
        VERSION,
        batch.map(([m, q]) => ({ matchId: m.id, matchStart: m.start, body: JSON.stringify(q) })),
      ),
    savedSince: (iso) => answers.countSince(OPERATION, VERSION, iso),
  };
}
