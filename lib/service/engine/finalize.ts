import type { Chain, MatchEvent, MatchEvents, Stoppage } from "./types";
import type { Play } from "./play-state";

// Turns the play records into the published MatchEvents: decorations (tackles, one-percenters, ...)
// are slotted in after the event they belong to, ids are numbered in time order, the running score is
// written on every event and chains and stoppages get the ids of the events they point to.

export interface Decoration {
  after: number; // index of the play event it follows
  ev: MatchEvent;
}

/** The play events in order, each followed by the decorations that belong after it. */
function withDecorations(played: readonly MatchEvent[], decorations: readonly Decoration[]): MatchEvent[] {
  const extra = new Map<number, MatchEvent[]>();
  for (const d of decorations) {
    const list = extra.get(d.after);
    if (list) list.push(d.ev);
    else extra.set(d.after, [d.ev]);
  }
  const events: MatchEvent[] = [];
  played.forEach((e, i) => {
    events.push(e);
    const more = extra.get(i);
    if (more) events.push(...more);
  });
  return events;
}

/**
 * Numbers the events in time order and writes the running score on each; returns each chain's events
 * (interchanges are not part of a chain's play).
 */
function numberAndScore(events: MatchEvent[], home: number, away: number): Map<number, MatchEvent[]> {
  let hs = 0;
  let as = 0;
  const byChain = new Map<number, MatchEvent[]>();
  events.forEach((e, i) => {
    e.id = i + 1;
    const pts = e.code === "GOAL" ? 6 : e.code === "BEHIND" || e.code === "RUSHED_BEHIND" ? 1 : 0;
    if (pts && e.squadId === home) hs += pts;
    else if (pts && e.squadId === away) as += pts;
    e.homeScore = hs;
    e.awayScore = as;
    if (e.chainId !== null && e.code !== "INTERCHANGE") {
      const list = byChain.get(e.chainId);
      if (list) list.push(e);
      else byChain.set(e.chainId, [e]);
    }
  });
  return byChain;
}

const idOf = (e: MatchEvent | null) => (e ? e.id : null);

/** A chain as published: its first and last events' ids and places, and the ids of what it points to. */
function publishedChain(c: Play["chains"][number], byChain: Map<number, MatchEvent[]>, n: number): Chain {
  const evs = byChain.get(c.id);
  if (!evs || evs.length === 0) throw new Error(`engine: chain ${c.id} has no events`);
  const first = evs[0];
  const last = evs[evs.length - 1];
  return {
    id: c.id,
    period: c.period,
    squadId: c.squadId,
    startTrxId: first.id,
    endTrxId: last.id,
    startState: c.startState,
    endState: c.endState,
    launchPersonId: c.launchPersonId,
    startX: first.x,
    startY: first.y,
    endX: last.x,
    endY: last.y,
    scoreTrxId: idOf(c.score),
    turnoverTrxId: c.endState === "TURNOVER" ? idOf(c.turnover) : null,
    inside50TrxId: idOf(c.i50),
    rebound50TrxId: idOf(c.r50),
    clearanceTrxId: idOf(c.clearance),
    stoppageId: c.stoppageId,
    prevChainId: c.id > 1 ? c.id - 1 : null,
    nextChainId: c.id < n ? c.id + 1 : null,
  };
}

/** A stoppage as published, with the ids of the events it points to. */
const publishedStoppage = (s: Play["stoppages"][number]): Stoppage => ({
  id: s.id,
  code: s.code,
  period: s.period,
  periodSecs: s.periodSecs,
  x: s.x,
  y: s.y,
  trxId: s.ev.id,
  attendance: s.attendance,
  hitoutTrxId: idOf(s.hitout),
  firstPossessionTrxId: idOf(s.first),
  clearanceTrxId: idOf(s.clearance),
  exitTrxId: idOf(s.exit),
});

export function finalize(pl: Play, matchId: number, decorations: Decoration[]): MatchEvents {
  const events = withDecorations(pl.events, decorations);
  const [home, away] = pl.squadIds;
  const byChain = numberAndScore(events, home, away);
  const stints = [...pl.rot[0].stints, ...pl.rot[1].stints]
    .filter((s) => s.toSecs > s.fromSecs) // a zero-length stint (on and off in the same second) says nothing
    .sort((a, b) => a.period - b.period || a.fromSecs - b.fromSecs || a.personId - b.personId);
  return {
    matchId,
    homeSquadId: home,
    awaySquadId: away,
    venue: { length: pl.g.length, width: pl.g.width },
    periodSecs: [...pl.periodSecs],
    events,
    chains: pl.chains.map((c) => publishedChain(c, byChain, pl.chains.length)),
    stoppages: pl.stoppages.map(publishedStoppage),
    stints,
  };
}
