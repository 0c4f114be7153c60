import { F, type MatchEvent, type MatchEvents } from "@/lib/service/engine/types";
import { rotate } from "@/lib/service/stats/zones";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Ctx } from "../context";
import { loc, titleCase } from "./refs";

const NO_PRESSURE = { name: "None", code: "NONE", points: 0 };

/**
 * What an entry led to: a score when its chain ended in one, a mark kept inside 50 when the next
 * event is a team-mate's mark, a turnover when the chain ended so, else a stoppage.
 */
function outcome(me: MatchEvents, e: MatchEvent, next: MatchEvent | undefined): string {
  const chain = e.chainId === null ? undefined : me.chains.find((c) => c.id === e.chainId);
  if (
    chain &&
    (chain.endState === "GOAL" || chain.endState === "BEHIND" || chain.endState === "RUSHED_BEHIND")
  )
    return "SCORE";
  if (next && next.squadId === e.squadId && next.code === "MARK") return "RETAINED_MARK";
  if (next && next.squadId === e.squadId && next.possession !== null) return "RETAINED";
  if (chain?.endState === "TURNOVER") return "TURNOVER";
  return "STOPPAGE";
}

/** The entries: every inside-50 entry, as an arrow from where it was launched to where it landed. */
export function matchEntries(ctx: Ctx, m: DatasetMatch, me: MatchEvents) {
  const chainStart = new Map(me.chains.map((c) => [c.id, c.startState]));
  const toGoal = (p: { x: number; y: number }) =>
    Math.round(Math.hypot(me.venue.length / 2 - p.x, p.y) * 10) / 10;
  return {
    matchId: m.id,
    entries: me.events
      .map((e, i) => ({ e, next: me.events[i + 1] }))
      .filter(({ e }) => (e.flags & F.INSIDE_50) !== 0 && e.personId !== null && e.squadId !== null)
      .map(({ e, next }) => {
        const p = ctx.store.persons.get(e.personId!)!;
        const s = ctx.store.squads.get(e.squadId!)!;
        const to = e.kick
          ? { x: e.kick.toX, y: e.kick.toY }
          : next
            ? { x: next.x, y: next.y }
            : { x: e.x, y: e.y };
        const launchR = rotate(e, e.squadId!, me.homeSquadId);
        const resultR = rotate({ ...to, period: e.period }, e.squadId!, me.homeSquadId);
        const source =
          e.chainId === null ? "POSSESSION_GAIN" : (chainStart.get(e.chainId) ?? "POSSESSION_GAIN");
        return {
          id: e.id,
          period: e.period,
          periodSecs: e.periodSecs,
          player: { id: p.id, fullname: p.fullname, displayName: p.displayName },
          squad: { id: s.id, name: s.name, code: s.code },
          details: {
            type: e.code === "KICK" ? "KICK" : e.code === "HANDBALL" ? "HANDBALL" : "RUN",
            result: { outcome: outcome(me, e, next) },
            source: { name: titleCase(source), type: source },
            kick: {
              isGround: (e.flags & F.GROUND_KICK) !== 0,
              pressure: e.pressure
                ? { name: titleCase(e.pressure.code), code: e.pressure.code, points: e.pressure.points }
                : NO_PRESSURE,
              foot: e.kick?.foot ?? "UNKNOWN",
              intent: e.details.inside50Intent ?? e.kick?.intent ?? "UNKNOWN",
              distance: e.kick?.distance ?? "SHORT",
              direction: e.details.inside50Direction ?? e.kick?.direction ?? "CENTRE",
              launchLocation: loc(me, e.x, e.y),
              launchLocationRotated: loc(me, launchR.x, launchR.y),
              resultLocation: loc(me, to.x, to.y),
              resultLocationRotated: loc(me, resultR.x, resultR.y),
              launchDistanceToGoal: toGoal(launchR),
              resultDistanceToGoal: toGoal(resultR),
            },
          },
        };
      }),
  };
}
