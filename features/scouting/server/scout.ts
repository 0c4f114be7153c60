import "server-only";
import type { OperationId, SdsResponse } from "@/lib/contract";
import { searchOf } from "@/lib/queries/keys";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { currentUser } from "@/lib/app-server/auth/auth";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import { sdsGetForApp } from "@/lib/app-server/upstream/sds-client";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import {
  chainSummary,
  CLEARANCE_METRICS,
  clearances,
  entryGrids,
  KEY_METRICS,
  lastMatches,
  parseLast,
  scoutShots,
  topPlayers,
  type ChainRow,
  type ChainSummary,
  type EntryGrid,
  type TopPlayer,
} from "@/features/scouting/model/scout";
import type { SeasonShot } from "@/lib/season/season-shots";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { teamRounds, type TeamRound } from "@/lib/season/team-season";
import { seasonHasPlayers } from "@/lib/app-server/pages/season-detail";
import { squadOfSeason } from "@/lib/app-server/pages/squad-of-season";
import { OP } from "@/lib/contract/operations";

/** A part of the report, or why it is missing (the licence, or a busy service): the rest still shows. */
export type Part<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface ScoutHead {
  seasonId: number;
  seasonName: string;
  squad: { id: number; name: string; code: string };
}

export type ScoutPage =
  | (ScoutHead & { kind: "refused"; signedIn: boolean })
  | (ScoutHead & { kind: "bad-address"; problem: string })
  | (ScoutHead & { kind: "no-detail" }) // a season of results only (the history), or none completed
  | (ScoutHead & {
      kind: "ready";
      last: number;
      matches: TeamRound[];
      shots: Part<{ for: SeasonShot[]; against: SeasonShot[]; missing: number[] }>;
      entries: Part<{ for: EntryGrid; against: EntryGrid }>;
      chains: Part<ChainSummary>;
      clearances: Part<ChainRow[]>;
      top: Part<{ code: string; label: string; players: TopPlayer[] }[]>;
    });

// The matches are read this many at a time for each part (five parts run side by side).
const AT_ONCE = 3;

const PARTS_OF_LICENCE: Partial<Record<OperationId, string>> = {
  [OP.getPossessionChains]: "possession chains",
  [OP.getShots]: "shots at goal",
  [OP.getEntries]: "inside-50 entries",
  [OP.getSquadStatistics]: "centre-bounce and stoppage clearances",
};

/**
 * One operation for each of the matches, as the app's own calls (sdsGetForApp): only coaches, analysts
 * and admins can cause them, ten matches at most, and the upstream cache keeps completed matches'
 * answers, so a report read again costs nothing. A refusal or a busy service becomes the part's problem.
 */
async function perMatch<I extends OperationId>(
  id: I,
  matchIds: readonly number[],
  query: string = "",
): Promise<Part<SdsResponse<I>[]>> {
  const out: SdsResponse<I>[] = [];
  try {
    for (let i = 0; i < matchIds.length; i += AT_ONCE)
      out.push(
        ...(await Promise.all(
          matchIds.slice(i, i + AT_ONCE).map((matchId) => sdsGetForApp(id, { matchId }, query)),
        )),
      );
    return { ok: true, value: out };
  } catch (err) {
    if (isUpstreamError(err) && err.status === 403)
      return {
        ok: false,
        problem: `The data licence of this app does not include ${PARTS_OF_LICENCE[id] ?? "this part"}.`,
      };
    if (isUpstreamError(err) && (err.status === 429 || err.status >= 500))
      return {
        ok: false,
        problem: `The data service is busy; this part will be back in ${err.retryAfterSecs ?? 5} seconds or so.`,
      };
    throw err;
  }
}

const map = <T, U>(p: Part<T>, f: (v: T) => U): Part<U> => (p.ok ? { ok: true, value: f(p.value) } : p);

/** Shots of each match with its ground's length, so each is placed at its true distance. */
async function shotsPart(squadId: number, matches: readonly TeamRound[]) {
  const ids = matches.map((m) => m.matchId);
  const [e12, e6] = await Promise.all([perMatch(OP.getShots, ids), perMatch(OP.getMatchVenue, ids)]);
  if (!e12.ok) return e12;
  const shots = new Map(e12.value.map((a, i) => [ids[i], a.shots]));
  const lengths = new Map<number, number>();
  if (e6.ok) e6.value.forEach((v, i) => v.dimensions && lengths.set(ids[i], v.dimensions.length));
  return { ok: true as const, value: scoutShots(squadId, matches, shots, lengths) };
}

/**
 * /seasons/{id}/squads/{squadId}/scout?last=N: the squad's last N completed matches for coaches and
 * analysts (event data: shots, entries, chains, clearances; and its top players from the box scores).
 */
export async function scoutPage(ref: SeasonRef, squadId: number, sp: SearchParams): Promise<ScoutPage> {
  const { squad, season, fixture } = await squadOfSeason(ref, squadId);
  const head: ScoutHead = {
    seasonId: ref.seasonId,
    seasonName: season.competitionName,
    squad: { id: squad.id, name: squad.name, code: squad.code },
  };
  // A season with nothing to report (none played yet, or the history's results only) says so to
  // everyone: asking a visitor to sign in for it would promise what no role gets.
  const rounds = teamRounds(squadId, fixture);
  if (rounds.length === 0 || !(await seasonHasPlayers(ref, squadId))) return { ...head, kind: "no-detail" };
  const user = await currentUser();
  if (!canAnalyse(user?.role)) return { ...head, kind: "refused", signedIn: Boolean(user) };
  const parsed = parseLast(firstParam(sp, "last"));
  if (!parsed.ok) return { ...head, kind: "bad-address", problem: parsed.problem };
  const matches = lastMatches(rounds, parsed.last);
  const ids = matches.map((m) => m.matchId);
  const [shots, entries, chains, squadStats, playerStats] = await Promise.all([
    shotsPart(squadId, matches),
    perMatch(OP.getEntries, ids),
    perMatch(OP.getPossessionChains, ids),
    perMatch(OP.getSquadStatistics, ids, searchOf({ metric: CLEARANCE_METRICS })),
    perMatch(OP.getPlayerStatistics, ids, searchOf({ metric: KEY_METRICS.map((k) => k.code) })),
  ]);
  return {
    ...head,
    kind: "ready",
    last: parsed.last,
    matches,
    shots,
    entries: map(entries, (v) =>
      entryGrids(
        squadId,
        v.map((a) => a.entries),
      ),
    ),
    chains: map(chains, (v) => chainSummary(squadId, v)),
    clearances: map(squadStats, (v) => clearances(squadId, v)),
    top: map(playerStats, (v) => topPlayers(squadId, v)),
  };
}
