import "server-only";
import type { SharedAnswers } from "./shared-answers";
import type { CachedResponse } from "./upstream-cache";

// How many of the service's recent changes are remembered: a change older than the last 32 has long
// outlived any shared copy stored before it (they are shared for their freshness, a day at most).
const CHANGES_KEPT = 32;

/**
 * The upstream's side of the answers other instances fetched (`shared-answers.ts`, Redis): asked on
 * a miss before the service, written with each 200 kept. Answers the service changed before their
 * freshness ran out (a replay) are not taken from other instances either, when stored before the change.
 */
export function createSharedLookup(shared: SharedAnswers, now: () => number) {
  const changes: { stale: (key: string) => boolean; at: number }[] = [];
  const changedSince = (key: string, storedAt: number) =>
    changes.some((c) => storedAt <= c.at && c.stale(key));
  return {
    /** Another instance's fresh copy of `key`, unless the service changed it since. */
    async get(key: string): Promise<CachedResponse | undefined> {
      const other = await shared.get(key, now());
      return other && !changedSince(key, other.storedAt) ? other : undefined;
    },
    /** An answer kept at `t`: other instances get answers, not refusals (each refuses a made-up id alone). */
    offer(key: string, e: CachedResponse, t: number) {
      if (e.status === 200) shared.set(key, e, t);
    },
    /** The service changed the answers `stale` picks at `t`. */
    noteChange(stale: (key: string) => boolean, t: number) {
      changes.push({ stale, at: t });
      if (changes.length > CHANGES_KEPT) changes.shift();
    },
  };
}

export type SharedLookup = ReturnType<typeof createSharedLookup>;
