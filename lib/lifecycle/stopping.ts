// The process's one "we are stopping" flag, raised by the first SIGINT or SIGTERM (graceful-stop.ts).
// Loops that would otherwise start more work (a build's next match, a warm-up's next page, a retry)
// read it and end; a start still under way (the service's thread) aborts on it. It lives on globalThis
// because Next bundles its own copies of the modules that read it beside server.ts's.

const KEY = Symbol.for("footy.stopping");
const g = globalThis as { [KEY]?: AbortController };
const controller = (g[KEY] ??= new AbortController());

/** Aborted once the process has been asked to stop. */
export const stopSignal = (): AbortSignal => controller.signal;

/** Whether the process has been asked to stop. */
export const isStopping = (): boolean => controller.signal.aborted;

/** Raises the flag (once; later calls do nothing). */
export function beginStopping(reason: string): void {
  if (!controller.signal.aborted) controller.abort(new Error(`stopping: ${reason}`));
}
