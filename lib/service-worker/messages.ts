// What pages and the service worker (sw.ts) say to each other. Browser-safe: both sides import it.

/** Where the worker is served (server.ts), with the whole origin as its scope. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The page the worker answers with for a page it has never kept, when the network is gone. */
export const OFFLINE_PATH = "/offline";

export type ToWorker =
  /** "Did you answer this page from a kept copy, and of when?" Answered on the message's port. */
  | { type: "kept-at" }
  /** The visitor signed in or out: kept pages go (sign-in and sign-out tell the worker themselves too). */
  | { type: "session-changed" };

/** The answer to "kept-at": when the copy this page was answered with was kept, or null. */
export interface KeptAtAnswer {
  keptAt: number | null;
}
