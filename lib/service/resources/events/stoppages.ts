import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import { zoneLogical, zonePhysical } from "@/lib/service/stats/event-zones";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Ctx } from "../context";
import { loc, titleCase } from "./refs";

/** The stoppages: every centre bounce, ball-up and throw-in with who attended, tapped, first possessed and cleared. */
export function matchStoppages(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  const byId = new Map(me.events.map((e) => [e.id, e]));
  const squadOf = new Map(
    (ctx.store.playerMatchesByMatch.get(m.id) ?? []).map((p) => [p.personId, p.squadId]),
  );
  const player = (personId: number) => {
    const p = ctx.store.persons.get(personId)!;
    return {
      displayName: p.displayName,
      fullname: p.fullname,
      personId: p.id,
      squadId: squadOf.get(personId) ?? 0,
    };
  };
  const head = (e: MatchEvent) => ({
    id: e.id,
    name: titleCase(e.code),
    code: e.code,
    period: e.period,
    periodSeconds: e.periodSecs,
  });
  const withPlayer = (trxId: number | null) => {
    const e = trxId === null ? undefined : byId.get(trxId);
    return e && e.personId !== null ? { e, player: player(e.personId) } : null;
  };
  return {
    matchId: m.id,
    stoppages: me.stoppages.map((s) => {
      const ev = byId.get(s.trxId)!;
      const hit = withPlayer(s.hitoutTrxId);
      const first = withPlayer(s.firstPossessionTrxId);
      const clear = withPlayer(s.clearanceTrxId);
      const exit = withPlayer(s.exitTrxId);
      return {
        id: s.id,
        name: titleCase(s.code),
        code: s.code,
        period: s.period,
        periodSeconds: s.periodSecs,
        zonePhysical: zonePhysical(me, ev),
        location: loc(me, s.x, s.y),
        attendance: { ...head(ev), players: s.attendance.map(player) },
        hitout: hit ? { ...head(hit.e), player: hit.player } : null,
        firstPossession: first
          ? { ...head(first.e), zone: zoneLogical(me, first.e), player: first.player }
          : null,
        clearance: clear ? { ...head(clear.e), zone: zoneLogical(me, clear.e), player: clear.player } : null,
        stoppageExit: exit
          ? {
              ...head(exit.e),
              zone: zoneLogical(me, exit.e),
              type: exit.e.code,
              pressure: exit.e.pressure?.code ?? "NONE",
              player: exit.player,
              kicking: exit.e.kick
                ? {
                    foot: exit.e.kick.foot,
                    intent: exit.e.kick.intent,
                    distance: exit.e.kick.distance,
                    direction: exit.e.kick.direction,
                  }
                : null,
              location: loc(me, exit.e.x, exit.e.y),
            }
          : null,
      };
    }),
  };
}
