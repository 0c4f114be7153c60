import { onDataChange as subscribe, type DataChange } from "../../net/data-changes";
import { rewarmPlan, warmUp, type WarmUp } from "./warm-up";

/**
 * The app's warm-up over its life (server.ts): the pages warmed after start, and the same pages again
 * after each replay that touched them, once its matches are complete again (rewarmPlan). One warm-up
 * at a time is not required (each opens its pages in order), but all of them stop with the app.
 */
export function startWarming(opts: {
  base: string;
  pages: readonly string[];
  log: (msg: string) => void;
  fetch?: typeof fetch;
  everyMs?: number;
  onDataChange?: (listener: (change: DataChange) => void) => () => void;
  now?: () => number;
}): { stop(): void } {
  const now = opts.now ?? Date.now;
  const running = new Set<WarmUp>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const warm = (pages: readonly string[]) => {
    const w = warmUp({ base: opts.base, pages, log: opts.log, fetch: opts.fetch, everyMs: opts.everyMs });
    running.add(w);
    void w.done.finally(() => running.delete(w));
  };
  warm(opts.pages);
  const unsubscribe = (opts.onDataChange ?? subscribe)((change) => {
    const plan = rewarmPlan(change, opts.pages, now());
    if (!plan) return;
    opts.log(
      `${plan.pages.join(", ")}: warmed again at ${new Date(plan.atMs).toISOString()}, after the replay`,
    );
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        warm(plan.pages);
      },
      Math.max(0, plan.atMs - now()),
    );
    timer.unref?.();
    timers.add(timer);
  });
  return {
    stop() {
      unsubscribe();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const w of running) w.stop();
    },
  };
}
