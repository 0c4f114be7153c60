import type { Fixture } from "@/lib/contract";
import type { MetricSlice } from "./leaders";

// A player's season, one row a match he played, from the same stored per-match box scores the
// season's leaderboard is summed from (season-builds.ts). Pure: the page reads the slices and the
// fixture and hands them here.

export interface GameLogRow {
  matchId: number;
  /** Where in the season: the round's name ("Round 3"), or the final's ("Elimination Final"), and the round's order. */
  round: string;
  roundOrder: number;
  finals: boolean;
  date: string; // UTC start
  squadId: number;
  jumper: number;
  home: boolean;
  opponent: { id: number; name: string; code: string };
  /** His team's points and the opponent's (null where the fixture has no score). */
  for: number | null;
  against: number | null;
  result: "W" | "L" | "D" | null;
  /** In the order of the metrics the log was asked for; null where the match did not give it. */
  values: (number | null)[];
}

interface MatchPlace {
  round: string;
  roundOrder: number;
  finals: boolean;
  date: string;
  home: { id: number; name: string; code: string; points: number | null };
  away: { id: number; name: string; code: string; points: number | null };
}

/** Each match of the fixture: its round, teams and final scores. */
export function matchPlaces(fixture: Fixture): Map<number, MatchPlace> {
  const out = new Map<number, MatchPlace>();
  let order = 0;
  fixture.phases.forEach((phase, i) => {
    for (const r of phase.rounds) {
      order++;
      for (const m of r.matches) {
        const side = (s: typeof m.squads.home) => ({
          id: s.id,
          name: s.name,
          code: s.code,
          points: s.score.points,
        });
        out.set(m.id, {
          // A finals week holds several kinds of final: each match is named by its own.
          round: i > 0 ? m.type.name : r.name,
          roundOrder: order,
          finals: i > 0,
          date: m.date.utcMatchStart,
          home: side(m.squads.home),
          away: side(m.squads.away),
        });
      }
    }
  });
  return out;
}

/**
 * The rows of one player: `slices[k]` is metric k's slice of every stored match (all in the same
 * match order, as SeasonBuilds.metricSlices gives them). A match counts when he is in its box score.
 */
export function playerGameLog(
  personId: number,
  slices: readonly (readonly MetricSlice[])[],
  places: ReadonlyMap<number, MatchPlace>,
): GameLogRow[] {
  const first = slices[0] ?? [];
  const rows: GameLogRow[] = [];
  first.forEach((match, j) => {
    const at = match.players.findIndex((p) => p.id === personId);
    const place = places.get(match.matchId);
    if (at < 0 || !place) return;
    const me = match.players[at];
    const home = place.home.id === me.squadId;
    const [own, opp] = home ? [place.home, place.away] : [place.away, place.home];
    rows.push({
      matchId: match.matchId,
      round: place.round,
      roundOrder: place.roundOrder,
      finals: place.finals,
      date: place.date,
      squadId: me.squadId,
      jumper: me.jumper,
      home,
      opponent: { id: opp.id, name: opp.name, code: opp.code },
      for: own.points,
      against: opp.points,
      result:
        own.points === null || opp.points === null
          ? null
          : own.points > opp.points
            ? "W"
            : own.points < opp.points
              ? "L"
              : "D",
      values: slices.map((metric) => {
        const m = metric[j];
        // Every slice lists the same matches in the same order; a mismatch is a bug, not a zero.
        if (m?.matchId !== match.matchId) throw new Error(`Slices out of step at match ${match.matchId}`);
        return m.total?.[at] ?? null;
      }),
    });
  });
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.roundOrder - b.roundOrder);
}

export interface SeasonLine {
  games: number;
  /** By metric: the sum over the games that gave it (null if none did), and that sum per such game. */
  totals: (number | null)[];
  averages: (number | null)[];
  /** By metric: the average of his last `recentGames` games (or fewer, if he played fewer). */
  recent: (number | null)[];
  recentGames: number;
}

/**
 * Season totals, per-game averages and the average of his last `recent` games, of a game log in date
 * order (a metric missing from a match is not a zero).
 */
export function seasonLine(rows: readonly GameLogRow[], metrics: number, recent = 5): SeasonLine {
  const totals: (number | null)[] = [];
  const averages: (number | null)[] = [];
  const recentAverages: (number | null)[] = [];
  const last = rows.slice(-recent);
  const given = (of: readonly GameLogRow[], k: number) =>
    of.map((r) => r.values[k]).filter((v): v is number => v !== null);
  for (let k = 0; k < metrics; k++) {
    const all = given(rows, k);
    const sum = all.reduce((a, v) => a + v, 0);
    totals.push(all.length ? sum : null);
    averages.push(all.length ? sum / all.length : null);
    const lately = given(last, k);
    recentAverages.push(lately.length ? lately.reduce((a, v) => a + v, 0) / lately.length : null);
  }
  return { games: rows.length, totals, averages, recent: recentAverages, recentGames: last.length };
}

/** A round's name in a few letters for a chart's axis: "Round 7" → "R7", "Grand Final" → "GF". */
export function roundShort(name: string): string {
  const n = /^Round (\d+)$/.exec(name);
  if (n) return `R${n[1]}`;
  return name
    .split(/[\s,-]+/)
    .filter((w) => /^[A-Z0-9]/.test(w))
    .map((w) => (/^\d+$/.test(w) ? w : w[0]))
    .join("");
}

/** The ids of the fixture's completed matches. */
export function completedMatchIds(fixture: Fixture): Set<number> {
  const out = new Set<number>();
  for (const phase of fixture.phases)
    for (const r of phase.rounds)
      for (const m of r.matches) if (m.status.typeName === "Complete") out.add(m.id);
  return out;
}
