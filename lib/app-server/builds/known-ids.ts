import "server-only";
import { idSets, keptIndexOf, usable, type IdSets, type KeptIndex } from "./known-ids-seasons";
import { walkSeasons, type GetJson } from "./known-ids-walk";

export type { KeptIndex } from "./known-ids-seasons";

// The lists are read again this often (a new season, a final added to a fixture); what they show
// unchanged is not read again (known-ids-walk.ts), so a refresh costs the lists' few calls.
const REFRESH_MS = 10 * 60_000;
const RETRY_MS = 60_000;

/**
 * Where the index is kept between starts (the app's database, by the service it indexes): a restart
 * uses it at once, whatever its age, and refreshes it from the lists (known-ids-walk.ts): ~5 calls,
 * against ~260 at every start before it was kept and at every start after ten minutes before it was
 * kept season by season.
 */
export interface KnownIdsKeep {
  load(): Promise<unknown>;
  save(index: KeptIndex): Promise<void>;
}

/**
 * The ids the app can know without asking for them (leagues, seasons, squads and matches, from the
 * season lists, fixtures and squad lists it reads anyway), so that a request naming an id that does
 * not exist is answered 404 without an upstream call: made-up addresses must not spend the quota.
 * Until the index is built (in the background, on the first request), or while the service cannot
 * give it, nothing is refused.
 */
export function createKnownIds(
  getJson: GetJson,
  now: () => number = Date.now,
  opts: { paceMs?: number; keep?: KnownIdsKeep } = {},
) {
  let kept: KeptIndex | null = null;
  let sets: IdSets | null = null;
  let building: Promise<void> | null = null;
  let failedAt = -Infinity;
  let loaded = !opts.keep;

  const adopt = (index: KeptIndex) => {
    kept = index;
    sets = idSets(index);
  };

  /** The kept index, read once a process; used as it is until the refresh it may be due for. */
  async function loadKept() {
    loaded = true;
    const found = keptIndexOf(await opts.keep!.load().catch(() => null)); // unreadable: built anew
    if (found && usable(found)) adopt(found);
  }

  async function build() {
    const next = await walkSeasons(getJson, kept, now(), opts.paceMs);
    if (!usable(next)) return;
    adopt(next);
    await opts.keep?.save(next).catch(() => {}); // not kept: the next start reads every season again
  }

  async function refresh() {
    if (!loaded) {
      await loadKept();
      if (!due()) return;
    }
    await build();
  }

  const due = () => !kept || now() - kept.builtAt > REFRESH_MS;

  function startRefresh() {
    if (building || (loaded && !due()) || now() - failedAt < RETRY_MS) return;
    building = refresh()
      .catch(() => {
        failedAt = now(); // the service is down or refusing: refuse nothing rather than guess
      })
      .finally(() => (building = null));
  }

  return {
    ready: () => sets !== null,
    /** The first path parameter whose id is known not to exist, or undefined. */
    unknown(params: Record<string, string>): string | undefined {
      startRefresh(); // in the background: a request never waits for the index
      if (!sets) return undefined;
      const known: Partial<Record<string, Set<number>>> = sets;
      return Object.keys(params).find(
        (name) => Object.hasOwn(known, name) && !known[name]!.has(Number(params[name])),
      );
    },
  };
}
