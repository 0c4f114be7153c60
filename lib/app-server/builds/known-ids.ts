import "server-only";

type GetJson = (path: string) => Promise<unknown>;
interface Index {
  leagues: Set<number>;
  seasons: Set<number>;
  squads: Set<number>;
  matches: Set<number>;
  builtAt: number;
}

// Seasons, squads and matches change only with an import: an index this old is built again.
const REBUILD_MS = 10 * 60_000;
const RETRY_MS = 60_000;
/** The index as it is kept between starts (KnownIdsKeep): lists of ids and when it was built. */
export interface KeptIndex {
  leagues: number[];
  seasons: number[];
  squads: number[];
  matches: number[];
  builtAt: number;
}

/**
 * Where the index is kept between starts (the app's database): a restart within REBUILD_MS of the last
 * build uses it and asks the service nothing (~260 calls otherwise, at every start).
 */
export interface KnownIdsKeep {
  load(): Promise<KeptIndex | null>;
  save(index: KeptIndex): Promise<void>;
}

const ids = (list: unknown, key = "id") =>
  Array.isArray(list) ? list.map((x) => Number((x as Record<string, unknown>)[key])) : [];

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
  let index: Index | null = null;
  let building: Promise<void> | null = null;
  let failedAt = -Infinity;
  let loaded = !opts.keep;

  /** The kept index, once a process, when it is young enough to stand for a new build. */
  async function loadKept(): Promise<boolean> {
    loaded = true;
    const kept = await opts.keep!.load().catch(() => null); // unreadable: built anew
    if (!kept || now() - kept.builtAt > REBUILD_MS) return false;
    index = {
      leagues: new Set(kept.leagues),
      seasons: new Set(kept.seasons),
      squads: new Set(kept.squads),
      matches: new Set(kept.matches),
      builtAt: kept.builtAt,
    };
    return true;
  }

  async function build() {
    if (!loaded && (await loadKept())) return;
    const next: Index = {
      leagues: new Set(),
      seasons: new Set(),
      squads: new Set(),
      matches: new Set(),
      builtAt: now(),
    };
    const scoped: string[] = [];
    const leagues = ids(((await getJson("/leagues")) as { leagues?: unknown }).leagues);
    for (const leagueId of leagues) {
      next.leagues.add(leagueId);
      const levels = ids(((await getJson(`/leagues/${leagueId}/levels`)) as { levels?: unknown }).levels);
      for (const levelId of levels) {
        const seasons = ids(
          ((await getJson(`/leagues/${leagueId}/levels/${levelId}/seasons`)) as { seasons?: unknown })
            .seasons,
        );
        for (const seasonId of seasons) {
          next.seasons.add(seasonId);
          scoped.push(`/leagues/${leagueId}/levels/${levelId}/seasons/${seasonId}`);
        }
      }
    }
    // One season at a time, `paceMs` apart: with the history (130 seasons) reading every season at
    // once was 260 calls in a moment, past the plan's rate, and the pages being rendered got 429s.
    // By the league and level that list the season: the short `/seasons/{id}` paths serve only the
    // main competition, and the demo league's seasons answered 404 there, which failed every build.
    for (const season of scoped) {
      if (opts.paceMs) await new Promise((r) => setTimeout(r, opts.paceMs));
      const [fixture, squads] = await Promise.all([
        getJson(`${season}/fixture`),
        getJson(`${season}/squads`),
      ]);
      const f = fixture as { phases?: { rounds?: { matches?: unknown }[] }[] };
      // Stryker disable next-line ArrayDeclaration: a placeholder element has no rounds either
      for (const phase of f.phases ?? [])
        // Stryker disable next-line ArrayDeclaration: a placeholder element has no matches either
        for (const round of phase.rounds ?? []) for (const id of ids(round.matches)) next.matches.add(id);
      for (const id of ids((squads as { squads?: unknown }).squads)) next.squads.add(id);
    }
    if (next.seasons.size && next.matches.size) {
      index = next;
      await opts.keep
        ?.save({
          leagues: [...next.leagues],
          seasons: [...next.seasons],
          squads: [...next.squads],
          matches: [...next.matches],
          builtAt: next.builtAt,
        })
        .catch(() => {}); // not kept: the next start builds it again, as before
    }
  }

  function refresh() {
    const due = !index || now() - index.builtAt > REBUILD_MS;
    if (building || !due || now() - failedAt < RETRY_MS) return;
    building = build()
      .catch(() => {
        failedAt = now(); // the service is down or refusing: refuse nothing rather than guess
      })
      .finally(() => (building = null));
  }

  return {
    ready: () => index !== null,
    /** The first path parameter whose id is known not to exist, or undefined. */
    unknown(params: Record<string, string>): string | undefined {
      refresh(); // in the background: a request never waits for the index
      if (!index) return undefined;
      const sets: Record<string, Set<number>> = {
        leagueId: index.leagues,
        seasonId: index.seasons,
        squadId: index.squads,
        matchId: index.matches,
      };
      return Object.keys(params).find((name) => sets[name] && !sets[name].has(Number(params[name])));
    },
  };
}
