import type { PlayerStatistics } from "@/lib/contract/schemas/events";

// One completed match's player box score, whole and split by quarter × zone, in the compact form the
// season store keeps. It comes from ONE payload call of 25 filters: the whole match, then each of
// the 4 quarters × 6 zones. The statistics engine's quarters and zones partition every count's credits,
// so any quarter, zone, or quarter-and-zone filter of a season is a sum of these cells: 25 filters in
// one call instead of 35 player statistics calls a match (or one a match for each filter a visitor tries).

export const SPLIT_PERIODS = [1, 2, 3, 4] as const;
export const SPLIT_ZONES = ["D50", "DM", "MID", "CB", "AM", "F50"] as const;
export type SplitZone = (typeof SPLIT_ZONES)[number];
/** Each zone's name as the pages show it (the statistics view's filter and the leaderboards'). */
export const ZONE_NAMES: Record<SplitZone, string> = {
  D50: "Defensive 50",
  DM: "Defensive midfield",
  MID: "Midfield",
  CB: "Centre bounces",
  AM: "Attacking midfield",
  F50: "Forward 50",
};
export const CELLS = SPLIT_PERIODS.length * SPLIT_ZONES.length;

/** The index of a (quarter, zone) cell in a split row: quarter-major. */
export const cellIndex = (period: number, zone: SplitZone) =>
  (period - 1) * SPLIT_ZONES.length + SPLIT_ZONES.indexOf(zone);

/** The player statistics POST's request: the whole match first (every metric of the tier), then every quarter × zone cell. */
export function splitsPayload() {
  const entries: { periods?: number[]; zones?: SplitZone[] }[] = [{}];
  for (const period of SPLIT_PERIODS)
    for (const zone of SPLIT_ZONES) entries.push({ periods: [period], zones: [zone] });
  return { playerMetricRequests: entries };
}

export interface SplitPlayer {
  id: number;
  name: string;
  jumper: number;
  squadId: number;
}

/** One metric of one match: what the season store reads, one path per metric. */
export interface MetricOfMatch {
  /** By player: the whole-match value, null where the service gave none. */
  total: (number | null)[];
  /**
   * By player: the CELLS quarter × zone values (cellIndex); only players with a non-zero cell (the
   * rest are zeros, kept out to keep rows small). Null when the service did not give the metric in
   * every cell (a match total such as Brownlow votes has no split).
   */
  split: Record<number, number[]> | null;
}

export interface MatchSplits {
  matchId: number;
  squads: { id: number; name: string; code: string }[];
  players: SplitPlayer[];
  /** Every metric the client's tier was given for the match, by code. */
  metrics: Record<string, MetricOfMatch>;
}

interface PayloadAnswer {
  playerStatistics: (PlayerStatistics & { id: string })[];
}

/** The players of one player-statistics answer (or an entry of the player statistics POST), squad by squad. */
function playersOf(answer: Pick<PlayerStatistics, "squads">): SplitPlayer[] {
  const players: SplitPlayer[] = [];
  for (const squad of answer.squads)
    for (const p of squad.players)
      players.push({ id: p.personId, name: p.fullname, jumper: p.jumperNumber, squadId: squad.id });
  return players;
}

/**
 * One metric of a whole-match player-statistics answer (the player statistics without filters) as a season's read gives
 * it (season-builds' metricSlices): the players, and each one's value (null where the answer has
 * none). No quarter × zone split: a player's page reads his team's matches this way while the season's
 * build has not reached them.
 */
export function wholeMatchMetric(
  answer: Pick<PlayerStatistics, "squads">,
  code: string,
): { players: SplitPlayer[]; total: (number | null)[] } {
  const players = playersOf(answer);
  const total = players.map((): number | null => null);
  let i = 0;
  for (const squad of answer.squads)
    for (const p of squad.players) {
      const s = p.statistics.find((x) => x.code === code);
      if (s) total[i] = s.value;
      i++;
    }
  return { players, total };
}

/** Every metric's whole-match values of one answer, by code, in its players' order (null: none given). */
function totalsOf(answer: Pick<PlayerStatistics, "squads">, players: readonly SplitPlayer[]) {
  const playerIndex = new Map(players.map((p, i) => [p.id, i]));
  const total: Record<string, (number | null)[]> = {};
  for (const squad of answer.squads)
    for (const p of squad.players)
      for (const s of p.statistics)
        (total[s.code] ??= players.map((): number | null => null))[playerIndex.get(p.personId)!] = s.value;
  return { total, playerIndex };
}

const squadsOf = (answer: Pick<PlayerStatistics, "squads">) =>
  answer.squads.map((s) => ({ id: s.id, name: s.name, code: s.code }));

/**
 * The compact record of a whole-match answer (the player statistics without quarter or zone): every metric's totals and
 * none split. The season's whole-match pass keeps these (box-score-kind.ts), so that a leaderboard of
 * whole-season totals is complete long before the splits are.
 */
export function compactWholeMatch(answer: Pick<PlayerStatistics, "matchId" | "squads">): MatchSplits {
  const players = playersOf(answer);
  const { total } = totalsOf(answer, players);
  const metrics: MatchSplits["metrics"] = {};
  for (const [code, values] of Object.entries(total)) metrics[code] = { total: values, split: null };
  return { matchId: answer.matchId, squads: squadsOf(answer), players, metrics };
}

/** The compact record of a player statistics POST answer to splitsPayload(). */
export function compactSplits(answer: PayloadAnswer): MatchSplits {
  const [whole, ...cells] = answer.playerStatistics;
  if (!whole || cells.length !== CELLS)
    throw new Error(`Expected ${CELLS + 1} answers, got ${answer.playerStatistics.length}`);
  const players = playersOf(whole);
  const { total, playerIndex } = totalsOf(whole, players);

  // A metric is split only when every cell gives it (match totals such as Brownlow votes are not).
  const present = new Map<string, number>();
  const split: Record<string, Record<number, number[]>> = {};
  cells.forEach((cell, c) => {
    const seen = new Set<string>();
    for (const squad of cell.squads)
      for (const p of squad.players) {
        const i = playerIndex.get(p.personId);
        if (i === undefined) continue;
        for (const s of p.statistics) {
          seen.add(s.code);
          if (s.value === 0) continue;
          const rows = (split[s.code] ??= {});
          (rows[i] ??= new Array<number>(CELLS).fill(0))[c] = s.value;
        }
      }
    for (const code of seen) present.set(code, (present.get(code) ?? 0) + 1);
  });
  const metrics: MatchSplits["metrics"] = {};
  for (const [code, values] of Object.entries(total))
    metrics[code] = { total: values, split: present.get(code) === CELLS ? (split[code] ?? {}) : null };
  return {
    matchId: whole.matchId,
    squads: squadsOf(whole),
    players,
    metrics,
  };
}

/** The part of a kept answer that names its players (the index every metric's values follow). */
export const PLAYERS_PART = "players";
export const metricPart = (code: string) => `metric:${code}`;

/**
 * A match's splits as the parts a season's reads want (JSON text each): its players, and each metric
 * on its own, so that a season of one metric is read without unpacking the others.
 */
export function splitParts(splits: Pick<MatchSplits, "players" | "metrics">): Record<string, string> {
  const out: Record<string, string> = { [PLAYERS_PART]: JSON.stringify(splits.players) };
  for (const [code, m] of Object.entries(splits.metrics)) out[metricPart(code)] = JSON.stringify(m);
  return out;
}
