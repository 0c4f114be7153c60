import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import { expectedPoints } from "./event-rules";
import { roundForFormat } from "./format-value";
import { indexMatch } from "./match-index";
import { rosterSquads, squadRef, type Roster } from "./roster";
import type { PlayerShotSummary, ShotSummary, SquadShotSummary, SummaryType } from "./schemas";
import { points } from "@/lib/service/model/dataset";

// Shot summaries per player and per squad, from the shots at goal (events carrying `shot`).
// All = every shot; GeneralPlay = shot.source GENERAL_PLAY; SetShot = source MARK or FREE. Goals and
// behinds are the kicker's own (result GOAL / BEHIND); every other result (short, wide, out on the full, a
// shot the defence rushed through) is a miss for him, so points = goals * 6 + behinds and All adds up
// GeneralPlay and SetShot. pointsExpected follows POINTS_EXPECTED (no expected score off the ground).
// Without includeAllShotSummaries, only players/squads with a shot and only types with a shot appear.

export const SUMMARY_TYPES: readonly SummaryType[] = ["All", "GeneralPlay", "SetShot"];

const inType = (type: SummaryType, e: MatchEvent) =>
  type === "All" || (type === "GeneralPlay") === (e.shot!.source === "GENERAL_PLAY");

function summarise(type: SummaryType, shots: readonly MatchEvent[]): ShotSummary {
  const mine = shots.filter((e) => inType(type, e));
  const goals = mine.filter((e) => e.shot!.result === "GOAL").length;
  const behinds = mine.filter((e) => e.shot!.result === "BEHIND").length;
  return {
    type,
    shots: mine.length,
    goals,
    behinds,
    misses: mine.length - goals - behinds,
    points: points({ goals, behinds }),
    pointsExpected: roundForFormat(
      "Decimal One Place",
      mine.reduce((s, e) => s + expectedPoints(e.shot!), 0),
    ),
    accuracy:
      goals + behinds ? roundForFormat("Percentage One Decimal", (goals / (goals + behinds)) * 100) : 0,
  };
}

interface SummaryQuery {
  type?: SummaryType;
  includeAllShotSummaries?: boolean;
}

function summaries(shots: readonly MatchEvent[], q: SummaryQuery): ShotSummary[] {
  const types = q.type ? [q.type] : SUMMARY_TYPES;
  return types.map((t) => summarise(t, shots)).filter((s) => q.includeAllShotSummaries || s.shots > 0);
}

function shotsBy(me: MatchEvents, key: (e: MatchEvent) => number | null): Map<number, MatchEvent[]> {
  const out = new Map<number, MatchEvent[]>();
  for (const e of indexMatch(me).events) {
    const k = e.shot ? key(e) : null;
    if (k === null) continue;
    const list = out.get(k);
    if (list) list.push(e);
    else out.set(k, [e]);
  }
  return out;
}

export function playerShotSummary(
  me: MatchEvents,
  roster: Roster,
  q: SummaryQuery & { personId?: number },
): PlayerShotSummary {
  const byPerson = shotsBy(me, (e) => e.personId);
  const squads = new Map([roster.home, roster.away].map((s) => [s.id, squadRef(s)]));
  const players = roster.players
    .filter((p) => q.personId === undefined || p.personId === q.personId)
    .map((p) => ({
      displayName: p.displayName,
      fullname: p.fullname,
      personId: p.personId,
      jumperNumber: p.jumperNumber,
      squad: squads.get(p.squadId) ?? { code: "", id: p.squadId, name: "" },
      summaries: summaries(byPerson.get(p.personId) ?? [], q),
    }))
    .filter((p) => p.summaries.length > 0);
  return { matchId: me.matchId, players };
}

export function squadShotSummary(
  me: MatchEvents,
  roster: Pick<Roster, "home" | "away">,
  q: SummaryQuery & { team?: "home" | "away" },
): SquadShotSummary {
  const bySquad = shotsBy(me, (e) => e.squadId);
  const team = q.team === undefined ? null : q.team === "home" ? me.homeSquadId : me.awaySquadId;
  const squads = rosterSquads(roster, team)
    .map((s) => ({ ...squadRef(s), summaries: summaries(bySquad.get(s.id) ?? [], q) }))
    .filter((s) => s.summaries.length > 0);
  return { matchId: me.matchId, squads };
}
