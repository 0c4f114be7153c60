import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Ctx } from "../context";
import { personIdRef, squadRefOrNull } from "./refs";

const REASONS: Record<string, string> = {
  ROTATION: "Rotation",
  SUBSTITUTE: "Substitute",
  INJURY: "Injury",
  BLOOD: "Blood rule",
};
const mmss = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

/** The rotations: interchanges in order, and where each player stands now (on the ground or on the bench). */
export function matchRotations(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  const last = me.events[me.events.length - 1];
  const nowPeriod = last?.period ?? 1;
  const nowSecs = last?.periodSecs ?? 0;
  const lastChange = new Map<number, { reason: string }>();
  const rotations = me.events
    .filter((e) => e.code === "INTERCHANGE" && e.details.interchange)
    .map((e) => {
      const x = e.details.interchange!;
      lastChange.set(x.offPersonId, { reason: x.reason });
      lastChange.set(x.onPersonId, { reason: x.reason });
      return {
        matchTrxId: e.id,
        period: e.period,
        periodSecs: e.periodSecs,
        squad: squadRefOrNull(ctx, e.squadId)!,
        off: {
          ...personIdRef(ctx, x.offPersonId),
          reason: REASONS[x.reason] ?? x.reason,
          reasonCode: x.reason,
        },
        on: personIdRef(ctx, x.onPersonId),
      };
    });
  const squad = (squadId: number) => {
    const s = ctx.store.squads.get(squadId)!;
    const players = (ctx.store.playerMatchesByMatch.get(m.id) ?? []).filter((p) => p.squadId === squadId);
    return {
      squadCode: s.code,
      squadId: s.id,
      squadName: s.name,
      players: players.map((p) => {
        const stints = me.stints.filter((st) => st.personId === p.personId);
        const lastStint = stints[stints.length - 1];
        const onNow =
          lastStint !== undefined && lastStint.period === nowPeriod && lastStint.toSecs >= nowSecs;
        const since = lastStint ? (onNow ? lastStint.fromSecs : lastStint.toSecs) : 0;
        const change = lastChange.get(p.personId)?.reason ?? "START";
        return {
          ...personIdRef(ctx, p.personId),
          currentStint: {
            elapsedSecs: Math.max(0, lastStint && lastStint.period === nowPeriod ? nowSecs - since : 0),
            period: `Q${lastStint?.period ?? nowPeriod}`,
            periodSecs: mmss(since),
            reason: REASONS[change] ?? "Start of match",
            reasonCode: change,
            status: onNow ? "ON_FIELD" : "BENCH",
          },
        };
      }),
    };
  };
  return { matchId: m.id, home: squad(m.homeSquadId), away: squad(m.awaySquadId), rotations };
}
