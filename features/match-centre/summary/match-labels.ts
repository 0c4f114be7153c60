import type { MatchDetails } from "@/lib/contract";
import { describeResult } from "@/lib/format/score";

/** The round in words for the match page's breadcrumb: finals carry their own name, round 0 has one too. */
export function roundLabel(m: MatchDetails): string {
  if (m.type.code !== "HA") return m.type.name;
  return m.roundNumber === 0 ? "Opening Round" : `Round ${m.roundNumber}`;
}

/**
 * The result line under the score ("Carlton won by 12"), or null while there is none to state; the
 * caller then shows the match's status instead. A side without a score yet counts as no points.
 */
export function matchResult(m: MatchDetails): string | null {
  return describeResult(
    { name: m.home.name, points: m.home.score?.points ?? null },
    { name: m.away.name, points: m.away.score?.points ?? null },
    m.status.typeName === "Complete",
  );
}
