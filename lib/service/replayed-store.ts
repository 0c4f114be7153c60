import type { Store } from "@/lib/service/store/store";
import { publishDataChange } from "@/lib/net/data-changes";
import { applyReplays, parseReplaySpec, readReplayFile, replayChange, type Replays } from "./replay";

// How often the data directory's replay file is read again (`npm run replay` writes it).
const POLL_MS = 2_000;

/** The replays as a comparable key (JSON of its entries), and back. */
const keyOf = (r: Replays) => JSON.stringify([...r]);
const fromKey = (key: string): Replays => new Map<number, number>(JSON.parse(key) as [number, number][]);

/**
 * The store the service answers from: the data as read (`base`), with the replays applied (matches
 * replayed as if live, replay.ts): those of SDS_REPLAY, read once, and those of the data directory's
 * file (none for an in-memory database), which a running service picks up within two seconds. A
 * change of replays remakes the store and is published, so the app's caches drop the answers of the
 * matches it moved.
 */
export function createReplayedStore(deps: {
  base: Store;
  spec: string | undefined;
  /** The data directory whose replay file is watched; null for none. */
  fileDir: string | null;
  now: () => number;
  log: (msg: string) => void;
}) {
  let base = deps.base;
  const envReplays = parseReplaySpec(deps.spec, deps.now());
  /** The replays now, or null when the file cannot be read this time (the last ones stand). */
  const read = (): Replays | null => {
    const fromFile = deps.fileDir ? readReplayFile(deps.fileDir) : new Map<number, number>();
    return fromFile && new Map([...envReplays, ...fromFile]);
  };
  let current: Replays = read() ?? envReplays;
  let store = applyReplays(base, current);
  let lastReplays = keyOf(current);

  /** Reads the replays again; when they changed, remakes the store and says which matches moved. */
  function pickUp(): void {
    const r = read();
    if (!r) return; // a file that cannot be read now: the replays as they were
    current = r;
    const key = keyOf(r);
    if (key === lastReplays) return;
    const before = fromKey(lastReplays);
    lastReplays = key;
    remade(applyReplays(base, r));
    deps.log(`replays now: ${key}`);
    publishDataChange(replayChange(base, before, r));
  }

  const changed = new Set<() => void>();
  const remade = (next: Store) => {
    store = next;
    for (const listener of changed) listener();
  };

  const watcher = deps.fileDir ? setInterval(pickUp, POLL_MS) : null;
  watcher?.unref();
  return {
    store: () => store,
    pickUp,
    /** The data read again (the service's reload): the replays applied to it as they are now. */
    rebase(next: Store): void {
      base = next;
      remade(applyReplays(base, current));
    },
    /** Calls `listener` each time the store is remade (a replay, a reload), as it is. */
    onChange(listener: () => void): void {
      changed.add(listener);
    },
    close(): void {
      if (watcher) clearInterval(watcher);
    },
  };
}
