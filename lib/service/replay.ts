import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { indexStore, type Store } from "@/lib/service/store/store";
import { localDateTime } from "@/lib/service/local-date-time";
import type { DataChange } from "@/lib/net/data-changes";
import { periodTimings } from "./resources/match-clock";

// Live replay, as the public service's sandbox offers: a completed match is moved to start at a chosen
// time, and from then on its status, clock, scores and events show only what has happened by now.
// Replays come from SDS_REPLAY ("matchId@ISO-start,matchId@now") and from DATA_DIR/replays.json, which
// `npm run replay` writes and a running service picks up within seconds.

export type Replays = Map<number, number>; // matchId → start (ms)

export function parseReplaySpec(spec: string | undefined, nowMs: number): Replays {
  const out: Replays = new Map();
  for (const part of (spec ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^(\d{1,10})@(now(?:-\d+m)?|\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(part);
    if (!m)
      throw new Error(
        `SDS_REPLAY: "${part}" should look like 2024216@2026-11-22T09:30:00Z, 2024216@now or 2024216@now-30m`,
      );
    const back = /^now-(\d+)m$/.exec(m[2]);
    out.set(
      Number(m[1]),
      m[2] === "now" ? nowMs : back ? nowMs - Number(back[1]) * 60_000 : Date.parse(m[2]),
    );
  }
  return out;
}

export const replayFile = (dataDir: string) => path.join(dataDir, "replays.json");

/**
 * The replays the data directory's file names (none without a file), or null when it cannot be read
 * as one (half-written by another tool, or edited by hand into something else): the caller keeps the
 * replays as they were until a read succeeds, rather than ending every replay for one bad read.
 */
export function readReplayFile(dataDir: string): Replays | null {
  const f = replayFile(dataDir);
  if (!existsSync(f)) return new Map();
  try {
    const raw = JSON.parse(readFileSync(f, "utf8")) as Record<string, string>;
    return new Map(Object.entries(raw).map(([id, iso]) => [Number(id), Date.parse(iso)]));
  } catch {
    return null;
  }
}

/** Written whole or not at all (a temporary file renamed over it): a reader never sees half of it. */
export function writeReplayFile(dataDir: string, replays: Replays): void {
  const obj = Object.fromEntries([...replays].map(([id, ms]) => [String(id), new Date(ms).toISOString()]));
  const tmp = `${replayFile(dataDir)}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(obj, null, 2));
  renameSync(tmp, replayFile(dataDir));
}

/** The store with each replayed match moved to its replay start (local date and time follow). */
export function applyReplays(base: Store, replays: Replays): Store {
  if (replays.size === 0) return base;
  const matches: DatasetMatch[] = [...base.matches.values()].map((m) => {
    const start = replays.get(m.id);
    if (start === undefined || Number.isNaN(start)) return m;
    const tz = base.venues.get(m.venueId)?.timeZone ?? "UTC";
    return { ...m, utcStart: new Date(start).toISOString(), ...localDateTime(start, tz) };
  });
  return indexStore({
    leagues: [...base.leagues.values()],
    venues: [...base.venues.values()],
    squads: [...base.squads.values()],
    persons: [...base.persons.values()],
    seasons: [...base.seasons.values()],
    matches,
    playerMatches: [...base.playerMatchesByMatch.values()].flat(),
    squadPlayers: [...base.squadPlayers.values()].flat(),
  });
}

/**
 * The matches whose replay began, moved or ended between two sets of replays, their seasons, and when
 * the last replay now set ends (its final siren at its replayed start; an ended replay is complete at
 * once, at its real start).
 */
export function replayChange(base: Store, before: Replays, after: Replays): DataChange {
  const matchIds = [...new Set([...before.keys(), ...after.keys()])].filter(
    (id) => before.get(id) !== after.get(id),
  );
  const seasonIds = [
    ...new Set(matchIds.map((id) => base.matches.get(id)?.seasonId).filter((s) => s !== undefined)),
  ];
  const ends = matchIds.flatMap((id) => {
    const m = base.matches.get(id);
    const start = after.get(id);
    if (!m || start === undefined || Number.isNaN(start)) return [];
    const last = periodTimings({ ...m, utcStart: new Date(start).toISOString() }).at(-1);
    return last ? [last.endMs] : [];
  });
  return ends.length ? { matchIds, seasonIds, settlesAt: Math.max(...ends) } : { matchIds, seasonIds };
}
