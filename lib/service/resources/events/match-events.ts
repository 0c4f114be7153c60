import { generateMatchEvents } from "@/lib/service/engine/generate-match";
import { engineInputFrom } from "@/lib/service/engine/engine-input";
import type { MatchEvents } from "@/lib/service/engine/types";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import type { Store } from "@/lib/service/store/store";
import { notFound } from "../../errors";
import type { Ctx } from "../context";
import { clockAt, periodTimings } from "../match-clock";

// Generated event streams, most recently used kept. Bounded so that memory stays flat when every
// match is requested in turn; responses built from them are cached as bytes anyway.
const MAX_MATCHES = 24;
const cache = new WeakMap<Store, Map<number, MatchEvents>>();

function byMatchOf(store: Store): Map<number, MatchEvents> {
  let byMatch = cache.get(store);
  if (!byMatch) cache.set(store, (byMatch = new Map()));
  return byMatch;
}

/** Whether this match's events are generated and kept for this store. */
export const hasGeneratedEvents = (store: Store, matchId: number) => byMatchOf(store).has(matchId);

/**
 * Keeps a match's generated events for this store (the newest of the kept), as if generated here:
 * events-ahead.ts has them generated in a worker thread before the match is asked of.
 */
export function keepGeneratedEvents(store: Store, matchId: number, me: MatchEvents): void {
  const byMatch = byMatchOf(store);
  byMatch.delete(matchId);
  if (byMatch.size >= MAX_MATCHES) byMatch.delete(byMatch.keys().next().value!);
  byMatch.set(matchId, me);
}

/** The engine's input for a match of this store (the same input wherever it is generated). */
export const engineInputOf = (store: Store, matchId: number) =>
  engineInputFrom(
    {
      matches: store.matches,
      venues: store.venues,
      playerMatches: store.playerMatchesByMatch,
      squadPlayers: store.squadPlayers,
    },
    matchId,
  );

function generated(store: Store, m: DatasetMatch): MatchEvents {
  const hit = byMatchOf(store).get(m.id);
  if (hit) {
    keepGeneratedEvents(store, m.id, hit);
    return hit;
  }
  const me = generateMatchEvents(engineInputOf(store, m.id));
  keepGeneratedEvents(store, m.id, me);
  return me;
}

/**
 * The match's events as far as it has gone at ctx.nowMs: everything for a completed match, what has
 * happened so far for a live one (replay), 404 before it starts or when it has no box score to
 * reproduce.
 */
export function matchEventsAt(ctx: Ctx, m: DatasetMatch): MatchEvents {
  const clock = clockAt(m, ctx.nowMs);
  if (clock.phase === "scheduled") throw notFound(`Match ${m.id} has not started; it has no events yet`);
  if (!ctx.store.playerMatchesByMatch.get(m.id)?.length)
    throw notFound(`Match ${m.id} has no recorded statistics`);
  const me = generated(ctx.store, m);
  if (clock.phase === "complete") return me;
  const starts = periodTimings(m).map((p) => p.startMs);
  const happened = (period: number, secs: number) => starts[period - 1] + secs * 1000 <= ctx.nowMs;
  const events = me.events.filter((e) => happened(e.period, e.periodSecs));
  const lastId = events.length ? events[events.length - 1].id : 0;
  return {
    ...me,
    events,
    chains: me.chains
      .filter((c) => c.startTrxId <= lastId)
      .map((c) => (c.endTrxId <= lastId ? c : { ...c, endTrxId: lastId, nextChainId: null })),
    stoppages: me.stoppages.filter((s) => s.trxId <= lastId),
    stints: me.stints
      .filter((s) => happened(s.period, s.fromSecs))
      .map((s) =>
        happened(s.period, s.toSecs)
          ? s
          : { ...s, toSecs: Math.floor((ctx.nowMs - starts[s.period - 1]) / 1000) },
      ),
  };
}

/** The live hook of matchState: cumulative goals and behinds by quarter from the events so far. */
export function liveScoresFrom(store: Store) {
  return (m: DatasetMatch, nowMs: number) => {
    if (!store.playerMatchesByMatch.get(m.id)?.length) return null;
    const me = matchEventsAt({ store, nowMs }, m);
    const periods = Math.max(1, me.events.length ? me.events[me.events.length - 1].period : 1);
    const side = (squadId: number) => {
      const out: { goals: number; behinds: number }[] = [];
      let goals = 0;
      let behinds = 0;
      for (let p = 1; p <= periods; p++) {
        for (const e of me.events) {
          if (e.period !== p || e.squadId !== squadId) continue;
          if (e.code === "GOAL") goals++;
          else if (e.code === "BEHIND" || e.code === "RUSHED_BEHIND") behinds++;
        }
        out.push({ goals, behinds });
      }
      return out;
    };
    return { home: side(m.homeSquadId), away: side(m.awaySquadId) };
  };
}

/** The scores of live matches come from their replayed events (see matchState). */
export const liveOf = (ctx: Ctx) => liveScoresFrom(ctx.store);
