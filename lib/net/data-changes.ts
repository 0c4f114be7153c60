/**
 * The embedded data service tells the app, in the same process, when answers it already gave have
 * changed before their freshness ran out: a replay moves a completed match (kept for a day) back to
 * live. The upstream cache and the rendered-page cache listen and drop what those answers fed.
 * One bus a process, on globalThis: Next bundles its own copy of this module beside server.ts's.
 */
export interface DataChange {
  /** Matches whose answers changed, and the seasons they belong to. */
  matchIds: number[];
  seasonIds: number[];
  /**
   * When the last of them is complete again (ms), where that is later than now: a replayed match is
   * live until then, and what is built from completed matches (a season's statistics) wants it back.
   */
  settlesAt?: number;
}

type Listener = (change: DataChange) => void;
const KEY = Symbol.for("footy.data-changes");
const g = globalThis as { [KEY]?: Set<Listener> };
const listeners = (g[KEY] ??= new Set<Listener>());

export function onDataChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishDataChange(change: DataChange): void {
  for (const l of listeners) l(change);
}

/**
 * Whether an answer's address (a data service path, `/matches/2024216/score`) can have changed: it
 * names one of the matches or seasons, or lists seasons (a season's status may follow its matches').
 */
export function touchedBy(change: DataChange): (path: string) => boolean {
  const ids = (name: string, list: number[]) =>
    list.length ? new RegExp(`/${name}/(?:${list.join("|")})(?:[/?]|$)`) : null;
  const match = ids("matches", change.matchIds);
  const season = ids("seasons", change.seasonIds);
  return (path) => Boolean(match?.test(path) || season?.test(path) || /\/seasons(?:\?|$)/.test(path));
}
