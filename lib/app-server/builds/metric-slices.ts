import "server-only";
import { LRUCache } from "lru-cache";
import { metricPart, type MetricOfMatch } from "@/lib/season/match-splits";
import type { MetricSlice } from "@/lib/season/leaders";
import type { BuildKind } from "./build-kind";
import type { MatchAnswers } from "./match-answers";
import { playersParts } from "./players-parts";
import { matchesKey, matchMap, type SeasonMatch } from "./season-splits";

type Roster = MetricSlice["players"];

/** Each kept match's slice of one metric, in the matches' order; a match not kept has none. */
export function assembleSlices(
  matches: readonly SeasonMatch[],
  players: ReadonlyMap<number, Roster>,
  parts: ReadonlyMap<number, string>,
): MetricSlice[] {
  const out: MetricSlice[] = [];
  for (const m of matches) {
    const who = players.get(m.id);
    if (!who) continue;
    // A kept match without this metric's part was not given the metric (the licence's tier).
    const text = parts.get(m.id);
    const one = text === undefined ? null : (JSON.parse(text) as MetricOfMatch);
    out.push({
      matchId: m.id,
      finals: m.finals,
      players: who,
      total: one?.total ?? null,
      split: one?.split ?? null,
    });
  }
  return out;
}

/**
 * One metric of every stored match of a season, read by the database and kept in memory for the next
 * filter of the same metric. Only a finished build's are kept (`building` says whose is not): a
 * partial season is not cached, and `forget` drops a season's when its build ends.
 */
export function createMetricSlices(
  answers: MatchAnswers,
  building: (seasonId: number) => boolean,
  kind: Pick<BuildKind, "operation" | "query">,
) {
  // A season of one metric is ~2.5 MB in memory: the 16 last asked for, ~40 MB at most.
  const slices = new LRUCache<string, MetricSlice[]>({ max: 16 });
  const rosters = new LRUCache<string, Map<number, Roster>>({ max: 8 });

  // The players of each match are the same for every metric: read once a season, then the metric's
  // own part of each match (small rows: see match-answers.ts, putParts).
  async function rosterOf(seasonId: number, matches: readonly SeasonMatch[]) {
    const key = matchesKey(seasonId, matches);
    const hit = rosters.get(key);
    if (hit) return hit;
    const rows = await playersParts(answers, matchMap(matches), kind);
    const players = new Map([...rows].map(([id, text]) => [id, JSON.parse(text) as Roster]));
    if (players.size === matches.length && !building(seasonId)) rosters.set(key, players);
    return players;
  }

  return {
    async read(seasonId: number, matches: readonly SeasonMatch[], metric: string): Promise<MetricSlice[]> {
      const key = `${matchesKey(seasonId, matches)}|${metric}`;
      const hit = slices.get(key);
      if (hit) return hit;
      const players = await rosterOf(seasonId, matches);
      const parts = await answers.part(kind.operation, kind.query, matchMap(matches), metricPart(metric));
      const out = assembleSlices(matches, players, parts);
      if (out.length === matches.length && !building(seasonId)) slices.set(key, out);
      return out;
    },
    /** Drops what was kept of the season (its build ended: it may have more matches now). */
    forget(seasonId: number): void {
      for (const cache of [slices, rosters])
        for (const k of cache.keys()) if (k.startsWith(`${seasonId}|`)) cache.delete(k);
    },
  };
}
