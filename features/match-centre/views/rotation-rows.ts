import type { z } from "zod";
import type { MatchDetails, MatchRotationsSchema, PlayerStatistics } from "@/lib/contract";
import { formatClock } from "@/lib/charts/match-clock";
import { playerStints, stintSeconds } from "@/lib/charts/stints";
import type { Row } from "@/features/match-centre/tables/rotation-tables";

export type MatchRotations = z.infer<typeof MatchRotationsSchema>;
type Side = "home" | "away";

/** Quarters with play so far: all four once the match is over, else up to the current one (at least one). */
export function periodsPlayed(m: MatchDetails): number {
  return Math.max(1, Math.min(4, m.status.typeName === "Complete" ? 4 : m.status.period));
}

/**
 * Time on the ground by quarter (period → personId → seconds) from the per-quarter player statistics answers, the
 * i-th answer being quarter i + 1. A quarter still loading is left out, so its starters are read from
 * the interchanges alone until it comes.
 */
export function togByPeriod(
  quarters: readonly (PlayerStatistics | undefined)[],
): Map<number, Map<number, number>> {
  return new Map(
    quarters.flatMap((q, i) =>
      q
        ? [
            [
              i + 1,
              new Map(
                q.squads.flatMap((s) =>
                  s.players.map((p) => [p.personId, p.statistics[0]?.value ?? 0] as const),
                ),
              ),
            ] as const,
          ]
        : [],
    ),
  );
}

/** One player's statistic from the match totals, or undefined when he or it is missing. */
export function statOf(d: PlayerStatistics | undefined, personId: number, code: string) {
  for (const s of d?.squads ?? [])
    for (const p of s.players) if (p.personId === personId) return p.statistics.find((x) => x.code === code);
  return undefined;
}

/**
 * The rotations view's rows: each player of the team(s) shown with his stints, his time on the ground
 * (the totals' figure when there is one, else his stints added up), his interchanges, and the summary
 * read out for him; home first, then most minutes first.
 */
export function rotationRows(input: {
  m: MatchDetails;
  rotations: MatchRotations;
  totals: PlayerStatistics | undefined;
  team: Side | undefined;
  lengths: readonly number[];
  tog: ReadonlyMap<number, ReadonlyMap<number, number>>;
  played: number;
}): Row[] {
  const { m, rotations, totals, team } = input;
  const sides = [
    { side: "home" as const, squad: rotations.home },
    { side: "away" as const, squad: rotations.away },
  ].filter((s) => !team || s.side === team);
  const people = sides.flatMap((s) => s.squad.players.map((p) => ({ ...p, side: s.side })));
  const stints = playerStints({
    personIds: people.map((p) => p.personId),
    rotations: rotations.rotations,
    lengths: input.lengths,
    togByPeriod: input.tog,
    periodsPlayed: input.played,
  });
  return people
    .map((p) => {
      const s = stints.get(p.personId) ?? [];
      const t = statOf(totals, p.personId, "TIME_ON_GROUND");
      const pct = statOf(totals, p.personId, "TIME_ON_GROUND_PCT");
      const changes = rotations.rotations.filter(
        (r) => r.off.personId === p.personId || r.on.personId === p.personId,
      ).length;
      return {
        personId: p.personId,
        name: p.fullname,
        side: p.side,
        team: p.side === "home" ? m.home.name : m.away.name,
        stints: s,
        secs: t?.value ?? stintSeconds(s),
        changes,
        summary: `${t?.valueDisplay ?? formatClock(stintSeconds(s))} on ground${pct ? ` (${pct.valueDisplay})` : ""}, ${changes} interchange${changes === 1 ? "" : "s"}`,
      };
    })
    .sort((a, b) => (a.side === b.side ? b.secs - a.secs : a.side === "home" ? -1 : 1));
}
