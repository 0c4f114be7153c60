import { computeLadder } from "@/lib/service/afl/compute-ladder";
import { byeRounds, MODERN_RULES } from "@/lib/service/afl/ladder-rules";
import type { DatasetSeason } from "@/lib/service/model/dataset";
import { badRequest, notFound } from "../errors";
import { squadRef, type Ctx } from "./context";
import { matchState } from "./match-state";

/** The conference's squads, or every squad; an unknown code is a 400 that names the parameter. */
export function conferenceSquads(s: DatasetSeason, conference?: string): number[] {
  if (conference === undefined) return s.squadIds;
  const c = s.conferences.find((x) => x.code === conference);
  if (!c) {
    const known = s.conferences.map((x) => x.code);
    throw badRequest([
      {
        parameter: "conference",
        message: known.length
          ? `conference must be one of ${known.join(", ")} for season ${s.id}; got ${JSON.stringify(conference)}`
          : `season ${s.id} has no conferences; got conference ${JSON.stringify(conference)}`,
      },
    ]);
  }
  return c.squadIds;
}

/**
 * The ladder, now or after a round (long path or main competition): the home-and-away ladder from completed matches, after `roundNumber` when given
 * (finals never change it). Without a round, the ladder as it stands now.
 */
export function ladderBody(ctx: Ctx, s: DatasetSeason, q: { roundNumber?: number; conference?: string }) {
  const ha = s.phases[0];
  let roundNumber = q.roundNumber;
  if (roundNumber !== undefined && !s.phases.some((p) => p.rounds.some((r) => r.number === roundNumber))) {
    throw notFound(`No round ${roundNumber} in season ${s.id}`);
  }
  const squadIds = new Set(conferenceSquads(s, q.conference));
  const results = (ctx.store.matchesBySeason.get(s.id) ?? [])
    .filter((m) => m.phaseId === ha.id && (roundNumber === undefined || m.roundNumber <= roundNumber))
    .map((m) => ({ m, st: matchState(m, ctx.nowMs) }))
    .filter(({ st }) => st.clock.phase === "complete");
  if (roundNumber === undefined) {
    roundNumber = results.length
      ? Math.max(...results.map(({ m }) => m.roundNumber))
      : (ha.rounds[0]?.number ?? 0);
  }
  // Byes earn points only in eras whose rules say so (the VFL's odd-numbered seasons), and only the
  // byes of rounds up to the ladder's round.
  const rules = s.ladderRules ?? MODERN_RULES;
  const upto = roundNumber;
  const byeCounts = new Map<number, number>();
  if (rules.bye !== 0) {
    const haMatches = (ctx.store.matchesBySeason.get(s.id) ?? []).filter((m) => m.phaseId === ha.id);
    const byes = byeRounds(
      s.squadIds,
      ha.rounds.map((r) => r.number),
      haMatches,
    );
    for (const [id, rounds] of byes) byeCounts.set(id, rounds.filter((r) => r <= upto).length);
  }
  // A conference ladder ranks the conference's squads on all their matches, as the league's would.
  const entries = computeLadder(
    results.map(({ m, st }) => ({
      homeSquadId: m.homeSquadId,
      awaySquadId: m.awaySquadId,
      homePoints: st.home!.points,
      awayPoints: st.away!.points,
      roundNumber: m.roundNumber,
      utcStart: m.utcStart,
    })),
    s.squadIds.map((id) => squadRef(ctx, id, s.id)),
    { rules, byeCounts },
  )
    .filter((e) => squadIds.has(e.id))
    .map((e, i) => ({ ...e, position: i + 1 }));
  return { seasonId: s.id, phaseId: ha.id, roundNumber, squads: entries };
}
