import { BOX_SCORE_METRICS } from "./box-score-metrics";
import { FANTASY_COUNTS } from "./fantasy";
import { VOTE_COUNTS, VOTES_CODE } from "./vote-counts";

/**
 * What the match summary asks the service's player statistics for, once a match: the box score,
 * the Fantasy score's counts and the Brownlow model's counts with the real votes. The box score and the
 * predicted votes read the same answer (one upstream call, one key in the request's cache).
 */
export const SUMMARY_COUNTS: readonly string[] = [
  ...new Set<string>([...BOX_SCORE_METRICS, ...FANTASY_COUNTS, ...VOTE_COUNTS, VOTES_CODE]),
];
