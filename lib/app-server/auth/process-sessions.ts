import { appDb } from "@/lib/app-server/app-db";
import { createSessionCheck, type SessionCheck } from "./session-check";

// Whether a session still stands (not signed out, account not disabled, its role now): asked of the
// database at most every 30 s a session and process. One a process, on globalThis: Next's bundles and
// the app's own server (the live stream) read sessions through their own copies of this module.
const KEY = Symbol.for("footy.session-check");

export const processSessions = (): SessionCheck =>
  ((globalThis as { [KEY]?: SessionCheck })[KEY] ??= createSessionCheck({ db: appDb, ttlMs: 30_000 }));
