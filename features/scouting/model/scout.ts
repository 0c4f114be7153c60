import type { Entry, PlayerStatistics, PossessionChains, Shot, SquadStatistics } from "@/lib/contract";
import { placeShot, STANDARD_GROUND, type SeasonShot } from "@/lib/season/season-shots";
import { chainSource, SOURCE_NAMES, SOURCES, type ForAgainst } from "@/lib/season/team-season";
import type { TeamRound } from "@/lib/season/team-season";

// The opposition scouting report: a squad's last N completed matches added up from the per-match
// answers (shots, entries, chains, squad statistics, player statistics). Pure: the
// page fetches the answers and hands them here, so the sums are tested without a service.

/** How many completed matches a report covers: `?last=` within these bounds. */
export const LAST_DEFAULT = 5;
export const LAST_MAX = 10;

export type ParsedLast = { ok: true; last: number } | { ok: false; problem: string };

/** `?last=` (absent: the default), or what is wrong with it. */
export function parseLast(raw: string | undefined): ParsedLast {
  if (raw === undefined || raw === "") return { ok: true, last: LAST_DEFAULT };
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > LAST_MAX)
    return { ok: false, problem: `"last=${raw}" is not a number of matches from 1 to ${LAST_MAX}.` };
  return { ok: true, last: Number(raw) };
}

/** The squad's last `n` completed matches, most recent last (`rounds` are in date order). */
export const lastMatches = (rounds: readonly TeamRound[], n: number): TeamRound[] => rounds.slice(-n);

/**
 * Shots by the squad (`for`) and by its opponents (`against`) in these matches, each placed toward the
 * goal it attacked on the standard ground. A match missing its shots or its ground's length is left
 * out (not drawn at a wrong distance) and named in `missing`.
 */
export function scoutShots(
  squadId: number,
  matches: readonly TeamRound[],
  shots: ReadonlyMap<number, readonly Shot[]>,
  lengths: ReadonlyMap<number, number>,
): { for: SeasonShot[]; against: SeasonShot[]; missing: number[] } {
  const out = { for: [] as SeasonShot[], against: [] as SeasonShot[], missing: [] as number[] };
  for (const m of matches) {
    const all = shots.get(m.matchId);
    const length = lengths.get(m.matchId);
    if (!all || length === undefined) {
      out.missing.push(m.matchId);
      continue;
    }
    const ordered = [...all].sort((a, b) => a.period - b.period || a.periodSecs - b.periodSecs);
    for (const s of ordered) out[s.squad.id === squadId ? "for" : "against"].push(placeShot(s, m, length));
  }
  return out;
}

/** Where an entry was launched from: its distance to the goal it went toward, in bands. */
export const LAUNCH_BANDS = [
  { code: "NEAR", label: "Under 55 m", max: 55 },
  { code: "MID", label: "55–65 m", max: 65 },
  { code: "FAR", label: "65 m or more", max: Infinity },
] as const;
export type LaunchBand = (typeof LAUNCH_BANDS)[number]["code"];

/**
 * The lane across the ground, as the attacking side looks at its goal (+y on its left, in the rotated
 * frame): the corridor is the centre square's width carried the length of the ground (50 m on the
 * standard 141 m ground, so |yStd| ≤ 25), the flanks either side of it.
 */
export const LANES = [
  { code: "LEFT", label: "Left" },
  { code: "CORRIDOR", label: "Corridor" },
  { code: "RIGHT", label: "Right" },
] as const;
export type Lane = (typeof LANES)[number]["code"];
export const CORRIDOR_HALF_WIDTH = 25;

export function laneOf(yStd: number): Lane {
  if (yStd > CORRIDOR_HALF_WIDTH) return "LEFT";
  if (yStd < -CORRIDOR_HALF_WIDTH) return "RIGHT";
  return "CORRIDOR";
}

export function bandOf(distanceToGoal: number): LaunchBand {
  return LAUNCH_BANDS.find((b) => distanceToGoal < b.max)!.code;
}

export interface EntryCell {
  band: LaunchBand;
  lane: Lane;
  entries: number;
  /** Entries whose chain ended in a score (the entries' outcome SCORE). */
  scores: number;
  /** Entries the side kept (a mark or a possession inside 50). */
  retained: number;
}

export interface EntryGrid {
  cells: EntryCell[]; // every band × lane, in LAUNCH_BANDS × LANES order
  total: number;
}

const emptyGrid = (): EntryGrid => ({
  cells: LAUNCH_BANDS.flatMap((b) =>
    LANES.map((l) => ({ band: b.code, lane: l.code, entries: 0, scores: 0, retained: 0 })),
  ),
  total: 0,
});

/** Inside-50 entries of the squad and of its opponents by launch band and lane. */
export function entryGrids(
  squadId: number,
  entries: readonly (readonly Entry[])[],
): { for: EntryGrid; against: EntryGrid } {
  const out = { for: emptyGrid(), against: emptyGrid() };
  for (const match of entries)
    for (const e of match) {
      const grid = out[e.squad.id === squadId ? "for" : "against"];
      const band = bandOf(e.details.kick.launchDistanceToGoal);
      const lane = laneOf(e.details.kick.launchLocationRotated.yStd);
      const cell = grid.cells.find((c) => c.band === band && c.lane === lane)!;
      cell.entries++;
      grid.total++;
      const outcome = e.details.result.outcome;
      if (outcome === "SCORE") cell.scores++;
      if (outcome === "RETAINED" || outcome === "RETAINED_MARK") cell.retained++;
    }
  return out;
}

export interface ChainRow {
  code: string;
  label: string;
  for: number;
  against: number;
}

export interface ChainSummary {
  /** Chains by how they started (the scoring sources' four, then any other start). */
  starts: ChainRow[];
  /** Points by the start of the chain that scored them. */
  startPoints: ChainRow[];
  /** Chains by how they ended, in the order the answers first name each end. */
  ends: ChainRow[];
  total: ForAgainst;
}

/** Every possession chain of the squad and of its opponents: how they started and how they ended. */
export function chainSummary(squadId: number, matches: readonly PossessionChains[]): ChainSummary {
  const row = (code: string, label: string): ChainRow => ({ code, label, for: 0, against: 0 });
  const starts = [...SOURCES.map((s) => row(s, SOURCE_NAMES[s])), row("OTHER", "Other")];
  const startPoints = starts.map((r) => ({ ...r }));
  const ends: ChainRow[] = [];
  const total = { for: 0, against: 0 };
  for (const m of matches)
    for (const c of m.chains) {
      const side = c.squad.id === squadId ? "for" : "against";
      const at = starts.findIndex((r) => r.code === (chainSource(c.start) ?? "OTHER"));
      starts[at][side]++;
      startPoints[at][side] += c.end.score?.result.points ?? 0;
      let end = ends.find((r) => r.code === c.end.stateCode);
      if (!end) ends.push((end = row(c.end.stateCode, c.end.stateName)));
      end[side]++;
      total[side]++;
    }
  const used = (r: ChainRow) => r.code !== "OTHER" || r.for > 0 || r.against > 0;
  return { starts: starts.filter(used), startPoints: startPoints.filter(used), ends, total };
}

/** The clearance metrics the report asks the squad statistics for (centre bounces, ball-ups, throw-ins, all). */
export const CLEARANCE_METRICS = ["CLEARANCE_CB", "CLEARANCE_BU", "CLEARANCE_TI", "CLEARANCE"] as const;
export const CLEARANCE_NAMES: Record<(typeof CLEARANCE_METRICS)[number], string> = {
  CLEARANCE_CB: "Centre bounces",
  CLEARANCE_BU: "Ball-ups",
  CLEARANCE_TI: "Throw-ins",
  CLEARANCE: "All clearances",
};

/** Clearances won by the squad and by its opponents, summed over the matches' squad statistics. */
export function clearances(squadId: number, matches: readonly SquadStatistics[]): ChainRow[] {
  return CLEARANCE_METRICS.map((code) => {
    const r: ChainRow = { code, label: CLEARANCE_NAMES[code], for: 0, against: 0 };
    for (const m of matches)
      for (const s of m.squads)
        r[s.id === squadId ? "for" : "against"] += s.statistics.find((x) => x.code === code)?.value ?? 0;
    return r;
  });
}

/** The metrics its top players are ranked by. */
export const KEY_METRICS = [
  { code: "DISPOSAL", label: "Disposals" },
  { code: "POSSESSION_CONTESTED", label: "Contested possessions" },
  { code: "CLEARANCE", label: "Clearances" },
  { code: "INSIDE_50", label: "Inside 50s" },
  { code: "GOAL", label: "Goals" },
  { code: "TACKLE", label: "Tackles" },
] as const;
export const TOP_N = 5;

export interface TopPlayer {
  id: number;
  name: string;
  total: number;
  games: number;
}

/**
 * The squad's top players by each key metric over these matches (a tie is ordered by name): a player's
 * games are the matches he has a line in.
 */
export function topPlayers(
  squadId: number,
  matches: readonly PlayerStatistics[],
): { code: string; label: string; players: TopPlayer[] }[] {
  const byPlayer = new Map<number, { name: string; games: number; totals: Map<string, number> }>();
  for (const m of matches)
    for (const squad of m.squads) {
      if (squad.id !== squadId) continue;
      for (const p of squad.players) {
        let e = byPlayer.get(p.personId);
        if (!e) byPlayer.set(p.personId, (e = { name: p.displayName, games: 0, totals: new Map() }));
        e.games++;
        for (const s of p.statistics) e.totals.set(s.code, (e.totals.get(s.code) ?? 0) + s.value);
      }
    }
  return KEY_METRICS.map((k) => ({
    code: k.code,
    label: k.label,
    players: [...byPlayer]
      .map(([id, e]) => ({ id, name: e.name, total: e.totals.get(k.code) ?? 0, games: e.games }))
      .filter((p) => p.total > 0)
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name))
      .slice(0, TOP_N),
  }));
}

export { STANDARD_GROUND };
