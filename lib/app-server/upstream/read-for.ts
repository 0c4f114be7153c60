import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Account } from "./allowances";

/**
 * The visitor a read outside a page render is made for: a live stream's viewer whose arrival starts a
 * match's feed. Its reads (sds-client.ts) are new calls that visitor causes, so they come out of that
 * visitor's allowance as a page's would, and not out of the pages' reserve; without it anyone could
 * spend the plan's calls by opening streams of match after match.
 */
export interface Reader {
  /** The visitor's address, as the front door worked it out. */
  address: string;
  /** The signed-in account, which pays instead of the address. */
  account: Account | null;
}

// One store a process, on globalThis: the app's own server and Next's bundles load their own copies
// of this module, and a read may pass through either's copy of sds-client.ts.
const KEY = Symbol.for("footy.read-for");
const store = ((globalThis as { [KEY]?: AsyncLocalStorage<Reader> })[KEY] ??=
  new AsyncLocalStorage<Reader>());

/**
 * Runs `reads` as made for `reader`. Only what `reads` awaits carries it: a timer the caller sets
 * afterwards (a feed's later beats, read for every viewer) does not.
 */
export const readFor = <T>(reader: Reader | undefined, reads: () => Promise<T>): Promise<T> =>
  reader ? store.run(reader, reads) : reads();

/** Runs `reads` as the app's own, whoever the surrounding reads are made for. */
export const readAsApp = <T>(reads: () => Promise<T>): Promise<T> => store.exit(reads);

/** The visitor the current read is made for, if it is made for one outside a page render. */
export const currentReader = (): Reader | undefined => store.getStore();
