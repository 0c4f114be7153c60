import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import { zoneLogical, zonePhysical } from "@/lib/service/stats/event-zones";
import type { Ctx } from "../context";
import { periodTimings } from "../match-clock";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { loc, locRotated, personIdRef, personRef, squadRefOrNull, titleCase } from "./refs";

const PLAY_SECS = 1200;

function transaction(
  ctx: Ctx,
  m: DatasetMatch,
  me: MatchEvents,
  e: MatchEvent,
  seq: number,
  startMs: number[],
) {
  const length = me.periodSecs[e.period - 1] || PLAY_SECS;
  const played = Math.round((e.periodSecs * PLAY_SECS) / length);
  return {
    id: e.id,
    name: titleCase(e.code),
    code: e.code,
    period: e.period,
    periodSecs: e.periodSecs,
    homeScore: e.homeScore,
    awayScore: e.awayScore,
    squad: squadRefOrNull(ctx, e.squadId),
    zonePhysical: zonePhysical(me, e),
    zoneLogical: zoneLogical(me, e),
    sequence: seq,
    person: personRef(ctx, e.personId),
    location: loc(me, e.x, e.y),
    locationRotated: locRotated(me, e, e.squadId),
    pressure: e.pressure
      ? {
          name: titleCase(e.pressure.code),
          code: e.pressure.code,
          points: e.pressure.points,
          squad: squadRefOrNull(ctx, e.pressure.squadId)!,
          players: e.pressure.personIds.map((id, i) => ({ ...personIdRef(ctx, id), role: i + 1 })),
        }
      : null,
    kicking: e.kick
      ? { foot: e.kick.foot, intent: e.kick.intent, distance: e.kick.distance, direction: e.kick.direction }
      : null,
    // The official clock stops; the engine's time runs on. countUp/countDown are the clock of play.
    officialClock: {
      countUp: played,
      countDown: Math.max(0, PLAY_SECS - played),
      timeOn: Math.max(0, e.periodSecs - played),
      utc: new Date(startMs[e.period - 1] + e.periodSecs * 1000).toISOString(),
    },
    details: {
      freeKickReason: e.details.freeKickReason ?? null,
      freeKickContext: e.details.freeKickContext ?? null,
      inside50Direction: e.details.inside50Direction ?? null,
      inside50Intent: e.details.inside50Intent ?? null,
      shotSource: e.shot?.source ?? null,
      shotType: e.shot?.type ?? null,
      shotAngle: e.shot?.angle ?? null,
      shotDistance: e.shot?.distanceGroup ?? null,
      shotResult: e.shot?.result ?? null,
      kickinDirection: e.details.kickinDirection ?? null,
    },
  };
}

/** The transactions: every transaction of the match so far, in order. */
export function matchTransactions(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  const startMs = periodTimings(m).map((p) => p.startMs);
  const seqInPeriod = new Map<number, number>();
  return {
    matchId: m.id,
    transactions: me.events.map((e) => {
      const seq = (seqInPeriod.get(e.period) ?? 0) + 1;
      seqInPeriod.set(e.period, seq);
      return transaction(ctx, m, me, e, seq, startMs);
    }),
  };
}
