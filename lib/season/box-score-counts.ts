import { BOX_SCORE_METRICS, MORE_BOX_SCORE_COUNTS } from "./box-score-metrics";
import { FANTASY_COUNTS } from "./fantasy";

/**
 * The counts of a whole-match box score, every one public: the broadcast table's columns, the source's
 * other public counts and the free kicks the Fantasy score adds. The season's whole-match pass keeps
 * exactly these (lib/app-server/builds/box-score-kind.ts); anything else needs the event-level splits.
 */
export const BOX_SCORE_COUNTS: readonly string[] = [
  ...new Set<string>([...BOX_SCORE_METRICS, ...MORE_BOX_SCORE_COUNTS, ...FANTASY_COUNTS]),
];
