import {
  BOX_SCORE_LABELS,
  BOX_SCORE_METRICS,
  MORE_BOX_SCORE_COUNTS,
  MORE_BOX_SCORE_LABELS,
} from "@/lib/season/box-score-metrics";
import { FANTASY_CODE, FANTASY_LABEL } from "@/lib/season/fantasy";

// What a comparison compares: every public box-score count the season's whole-match pass keeps (the
// broadcast table's, then the source's others), then the AFL Fantasy score worked out from them. More
// than a player's own page shows (its log is the broadcast table's), as an analyst comparing two
// midfielders wants contested possessions and clangers beside disposals.

export const COMPARE_METRICS = [...BOX_SCORE_METRICS, ...MORE_BOX_SCORE_COUNTS, FANTASY_CODE] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

export const COMPARE_LABELS: Record<CompareMetric, { short: string; name: string }> = {
  ...BOX_SCORE_LABELS,
  ...MORE_BOX_SCORE_LABELS,
  [FANTASY_CODE]: FANTASY_LABEL,
};
