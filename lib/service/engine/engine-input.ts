import type { DatasetMatch, DatasetPlayerMatch, DatasetSquadPlayer, DatasetVenue } from "../model/dataset";
import { FIDELITY_CODES } from "./box-score-rules";

// What the match engine needs to generate one match: the match (quarter scores, period lengths), the
// ground's size and every player's real box score. Everything else the engine invents, seeded by the
// match id.

export interface EnginePlayer {
  personId: number;
  squadId: number;
  jumperNumber: number;
  positionId: number; // lib/service/model/positions.ts (0 when unknown)
  subStatus: "on" | "off" | null;
  timeOnGroundPct: number;
  stats: Record<string, number>; // box score keyed by metric code; a missing code is 0
}

export interface EngineInput {
  match: DatasetMatch;
  venue: { length: number; width: number };
  players: EnginePlayer[];
}

/** The pieces of a data set (or of the service's store) the engine input is built from. */
export interface EngineSource {
  matches: ReadonlyMap<number, DatasetMatch> | readonly DatasetMatch[];
  venues: ReadonlyMap<number, DatasetVenue> | readonly DatasetVenue[];
  playerMatches: ReadonlyMap<number, readonly DatasetPlayerMatch[]> | readonly DatasetPlayerMatch[];
  squadPlayers: ReadonlyMap<string, readonly DatasetSquadPlayer[]> | readonly DatasetSquadPlayer[];
}

function find<T extends { id: number }>(src: ReadonlyMap<number, T> | readonly T[], id: number) {
  return Array.isArray(src) ? src.find((x) => x.id === id) : (src as ReadonlyMap<number, T>).get(id);
}

/**
 * Builds the engine input of one match from a data set (arrays, as loadAflDataset returns them) or
 * the service's store (maps: playerMatchesByMatch keyed by match id, squadPlayers keyed
 * `${seasonId}:${squadId}`). Throws when the match, its venue or its players are missing.
 */
export function engineInputFrom(src: EngineSource, matchId: number): EngineInput {
  const match = find(src.matches, matchId);
  if (!match) throw new Error(`engine: no match ${matchId}`);
  const venue = find(src.venues, match.venueId);
  if (!venue) throw new Error(`engine: match ${matchId} has no venue ${match.venueId}`);
  const pms = Array.isArray(src.playerMatches)
    ? (src.playerMatches as readonly DatasetPlayerMatch[]).filter((p) => p.matchId === matchId)
    : ((src.playerMatches as ReadonlyMap<number, readonly DatasetPlayerMatch[]>).get(matchId) ?? []);
  if (pms.length === 0) throw new Error(`engine: match ${matchId} has no player box scores`);
  const position = new Map<string, number>();
  for (const squadId of [match.homeSquadId, match.awaySquadId]) {
    const list = Array.isArray(src.squadPlayers)
      ? (src.squadPlayers as readonly DatasetSquadPlayer[]).filter(
          (s) => s.seasonId === match.seasonId && s.squadId === squadId,
        )
      : ((src.squadPlayers as ReadonlyMap<string, readonly DatasetSquadPlayer[]>).get(
          `${match.seasonId}:${squadId}`,
        ) ?? []);
    for (const s of list) position.set(`${s.squadId}:${s.personId}`, s.positionId);
  }
  return {
    match,
    venue: { length: venue.length, width: venue.width },
    players: pms.map((p) => ({
      personId: p.personId,
      squadId: p.squadId,
      jumperNumber: p.jumperNumber,
      positionId: position.get(`${p.squadId}:${p.personId}`) ?? 0,
      subStatus: p.subStatus,
      timeOnGroundPct: p.timeOnGroundPct,
      stats: p.stats,
    })),
  };
}

/**
 * The real figure the engine must reproduce for each fidelity code. The source has no uncontested
 * marks column, so MARK_UNCONTESTED is derived as MARK - MARK_CONTESTED (every other code is read as
 * is, a missing code being 0).
 */
export function realFigures(stats: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const code of FIDELITY_CODES) out[code] = stats[code] ?? 0;
  if (stats.MARK_UNCONTESTED === undefined) {
    out.MARK_UNCONTESTED = (stats.MARK ?? 0) - (stats.MARK_CONTESTED ?? 0);
  }
  return out;
}
