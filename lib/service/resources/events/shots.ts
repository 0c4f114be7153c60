import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Ctx } from "../context";
import { loc, locRotated, personRef, squadRefOrNull, titleCase } from "./refs";

const RESULT_POINTS: Record<string, number> = { GOAL: 6, BEHIND: 1, RUSHED: 1, MISS: 0, OUT_ON_FULL: 0 };

/** The shots: every shot at goal at the place it was taken, with its result and expected score. */
export function matchShots(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  return {
    matchId: m.id,
    shots: me.events
      .filter((e) => e.shot !== null && e.personId !== null && e.squadId !== null)
      .map((e) => {
        const s = e.shot!;
        return {
          matchTrxId: e.id,
          period: e.period,
          periodSecs: e.periodSecs,
          player: personRef(ctx, e.personId)!,
          squad: squadRefOrNull(ctx, e.squadId)!,
          score: { homePoints: e.homeScore, awayPoints: e.awayScore },
          result: {
            name: titleCase(s.result),
            code: s.result,
            points: RESULT_POINTS[s.result] ?? 0,
            pointsExpected: Math.round(s.pointsExpected * 1000) / 1000,
            accuracyExpected: Math.round(s.accuracyExpected * 1000) / 1000,
          },
          details: {
            angleGroup: s.angle,
            distanceGroup: s.distanceGroup,
            origin: s.source,
            type: s.type,
            location: loc(me, e.x, e.y),
            locationRotated: locRotated(me, e, e.squadId),
          },
        };
      }),
  };
}
