import { createBackoff } from "@/lib/net/backoff";
import type { DbStatus as DbState } from "@/lib/net/db-status";
import { DatabaseUnavailableError, lossReason } from "./db-outage";

export interface DbHealthOptions {
  /** One cheap question to the database; resolves when it answered. */
  probe: () => Promise<void>;
  /** Told once when the database goes and once when it is back, never at each try. */
  log: (message: string) => void;
  /** Told at each change of state (the health endpoint's registry). */
  changed?: (state: DbState) => void;
  /** Which database, in the log's lines ("the data service's database"). */
  name: string;
  initialMs?: number;
  maxMs?: number;
  now?: () => number;
}

/**
 * One database's availability. A lost connection (`lost`) marks it down: one line in the log, and
 * from then on a probe, half a second later and twice as long after each failure up to 30 s, until it
 * answers (one line again). While it is down every query is refused at once (`check`) rather than
 * attempted: a request neither waits on a server that does not answer nor makes a connection of its
 * own, so an outage costs neither a core nor the pool's slots. The probe's timer does not hold the
 * process open, and `close` ends it.
 */
export function createDbHealth(opts: DbHealthOptions) {
  const now = opts.now ?? Date.now;
  const backoff = createBackoff({ initialMs: opts.initialMs, maxMs: opts.maxMs });
  let state: DbState = { up: true };
  let timer: NodeJS.Timeout | undefined;
  let nextTryAt = 0;
  let closed = false;

  const set = (next: DbState) => {
    state = next;
    opts.changed?.(next);
  };

  function schedule() {
    if (closed) return;
    const ms = backoff.next();
    nextTryAt = now() + ms;
    timer = setTimeout(() => void probe(), ms);
    timer.unref();
  }

  async function probe() {
    timer = undefined;
    if (closed || state.up) return;
    try {
      await opts.probe();
    } catch {
      return schedule();
    }
    if (closed || state.up) return;
    const downSecs = ((now() - state.since) / 1000).toFixed(1);
    backoff.reset();
    set({ up: true });
    opts.log(`${opts.name} answers again, after ${downSecs} s`);
  }

  return {
    get state(): DbState {
      return state;
    },
    /** The connection is lost (a query failed for it): down, and probed until it answers. */
    lost(err: unknown) {
      if (closed || !state.up) return;
      const reason = lossReason(err);
      set({ up: false, since: now(), reason });
      opts.log(
        `${opts.name} is unreachable (${reason}): queries are refused (503) and it is tried again ` +
          `with a growing pause (up to ${Math.round((opts.maxMs ?? 30_000) / 1000)} s) until it answers`,
      );
      schedule();
    },
    /** Throws DatabaseUnavailableError while the database is down. */
    check() {
      if (state.up) return;
      throw new DatabaseUnavailableError(
        state.since,
        Math.max(1, Math.ceil((nextTryAt - now()) / 1000)),
        state.reason,
      );
    },
    /** No more probes (the process stops). */
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type DbHealth = ReturnType<typeof createDbHealth>;
