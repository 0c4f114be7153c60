import type { MatchEvents } from "@/lib/service/engine/types";
import { EVENT_RULES } from "./event-rules";
import { roundForFormat } from "./format-value";
import { indexMatch } from "./match-index";
import { rosterSquads, squadRef, type Roster } from "./roster";
import { ruckContests } from "./stoppage-credits";
import type { RuckContestSummary, RuckLine, StoppageType } from "./schemas";

// Ruck contests by stoppage type (all three when none is given). A squad contests every
// stoppage; a ruck is credited the contests he was identified at (stoppage-credits.ts: the hitout winner,
// or the inferred opposing ruck). "First possessions after hitout" counts the hitouts after which his
// own squad won the first possession. Rucks are listed by contests, then jumper number.

const ALL_TYPES: readonly StoppageType[] = ["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"];

interface Tally {
  contests: number;
  hitouts: number;
  hitoutsToAdvantage: number;
  firstPossessionsAfterHitout: number;
}

const blank = (): Tally => ({
  contests: 0,
  hitouts: 0,
  hitoutsToAdvantage: 0,
  firstPossessionsAfterHitout: 0,
});
const line = (t: Tally): RuckLine => ({
  ...t,
  hitoutWinPct: t.contests ? roundForFormat("Percentage One Decimal", (t.hitouts / t.contests) * 100) : 0,
});

export function ruckContestSummary(
  me: MatchEvents,
  roster: Roster,
  q: { stoppageTypes?: StoppageType[] } = {},
): RuckContestSummary {
  const types = q.stoppageTypes?.length
    ? ALL_TYPES.filter((t) => q.stoppageTypes!.includes(t))
    : [...ALL_TYPES];
  const squadTally = new Map([me.homeSquadId, me.awaySquadId].map((id) => [id, blank()]));
  const ruckTally = new Map<number, Tally>();
  for (const rc of ruckContests(indexMatch(me))) {
    if (!types.includes(rc.stoppage.code)) continue;
    const h = rc.hitout;
    const advantage = h !== null && EVENT_RULES.HITOUT_TO_ADVANTAGE!.value(h) !== null;
    const ownFirst = h !== null && rc.firstPossession !== null && rc.firstPossession.squadId === h.squadId;
    for (const [squad, ruck] of rc.rucks) {
      const tallies = [squadTally.get(squad)!];
      if (ruck !== null) {
        if (!ruckTally.has(ruck)) ruckTally.set(ruck, blank());
        tallies.push(ruckTally.get(ruck)!);
      }
      const won = h !== null && h.squadId === squad && (ruck === null || h.personId === ruck);
      for (const t of tallies) {
        t.contests++;
        if (!won) continue;
        t.hitouts++;
        if (advantage) t.hitoutsToAdvantage++;
        if (ownFirst) t.firstPossessionsAfterHitout++;
      }
    }
  }
  const squads = rosterSquads(roster, null).map((s) => ({
    ...squadRef(s),
    totals: line(squadTally.get(s.id) ?? blank()),
    rucks: roster.players
      .filter((p) => p.squadId === s.id && ruckTally.has(p.personId))
      .map((p) => ({
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.personId,
        jumperNumber: p.jumperNumber,
        ...line(ruckTally.get(p.personId)!),
      }))
      .sort((a, b) => b.contests - a.contests || a.jumperNumber - b.jumperNumber),
  }));
  return { matchId: me.matchId, stoppageTypes: types, squads };
}
