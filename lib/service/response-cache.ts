import type { Store } from "@/lib/service/store/store";
import { periodTimings } from "./resources/match-clock";

/**
 * Serialised responses, kept as bytes: serialising is the largest cost after the HTTP layer. An entry
 * lives forever when everything it can show is final (completed matches), else a few seconds, so a live
 * match's clock and score move on.
 */
export function createResponseCache(maxBytes = 128 * 1024 * 1024, liveTtlMs = 5000) {
  // Least recently used first; bounded by bytes, since one match's transactions run to megabytes and
  // memory must stay flat when every match is requested in turn.
  const entries = new Map<string, { body: Buffer; validUntil: number }>();
  let bytes = 0;
  // The most recently used key (the map's last), when known: a client asking the same address again
  // finds it there, and moving it to the end would only rehash the map (a share of a small answer).
  let newest: string | undefined;
  const drop = (key: string) => {
    const e = entries.get(key);
    if (e) {
      bytes -= e.body.length;
      entries.delete(key);
      if (key === newest) newest = undefined;
    }
  };
  return {
    get(key: string, nowMs: number): Buffer | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.validUntil <= nowMs) {
        drop(key);
        return undefined;
      }
      if (key !== newest) {
        entries.delete(key);
        entries.set(key, e);
        newest = key;
      }
      return e.body;
    },
    set(key: string, body: Buffer, final: boolean, nowMs: number) {
      drop(key);
      if (body.length > maxBytes / 4) return; // never let one answer push out most of the rest
      while (bytes + body.length > maxBytes && entries.size) drop(entries.keys().next().value!);
      entries.set(key, { body, validUntil: final ? Infinity : nowMs + liveTtlMs });
      newest = key;
      bytes += body.length;
    },
    clear() {
      entries.clear();
      newest = undefined;
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** When each season's and each match's data stops changing (its last match's final siren). */
export function finalTimes(store: Store) {
  const matchEnd = new Map<number, number>();
  const seasonEnd = new Map<number, number>();
  const leagueEnd = new Map<number, number>();
  for (const m of store.matches.values()) {
    const ps = periodTimings(m);
    // A match without scores yet (scheduled) may still get them: never final.
    const end = m.homeQuarters.length === 4 && ps.length ? ps[ps.length - 1].endMs : Infinity;
    matchEnd.set(m.id, end);
    seasonEnd.set(m.seasonId, Math.max(seasonEnd.get(m.seasonId) ?? 0, end));
  }
  for (const s of store.seasons.values()) {
    leagueEnd.set(s.leagueId, Math.max(leagueEnd.get(s.leagueId) ?? 0, seasonEnd.get(s.id) ?? 0));
  }
  const allEnd = Math.max(0, ...leagueEnd.values());
  /** True when the response for these path parameters can no longer change. */
  return function isFinal(p: Record<string, number>, nowMs: number): boolean {
    if (p.matchId !== undefined) return (matchEnd.get(p.matchId) ?? 0) <= nowMs;
    if (p.seasonId !== undefined) return (seasonEnd.get(p.seasonId) ?? 0) <= nowMs;
    if (p.leagueId !== undefined) return (leagueEnd.get(p.leagueId) ?? 0) <= nowMs;
    return allEnd <= nowMs;
  };
}
