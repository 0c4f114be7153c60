import { clubHref, links, seasonHref, seasonIdOf } from "@/lib/links";
import type { DataChange } from "../../net/data-changes";
import { stillBuilding, stillWarming } from "./build-markers";
import { WARM_UP_HEADER } from "../page-cache/page-key";
import { createBackoff } from "../../net/backoff";

// Warm before anyone asks (issue 25): after start the app opens, as a visitor would, the pages whose
// builds a first visitor would otherwise wait for, and opens them again until they are complete. A
// page's first view starts its build in the background (season-builds, history-summary,
// history-quarters), so the warm-up needs no second way into the builds: whatever starts, paces and
// keeps them for a visitor does it here too, and what they keep makes the next start's warm-up cost
// nothing (a complete page at its first view, no service call).

export { stillBuilding, stillWarming } from "./build-markers";

/**
 * The pages to warm, in the order they are warmed, from what the service names (warm-targets.ts in
 * the service's thread, no call): a club's history (the all-time summary: ~260 small calls, seconds),
 * the leading players of the seasons named, until complete (their whole-match pass: a small answer a
 * match, seconds), the records (the quarter scores: one small call for each of ~17,000 matches, after
 * the summary, seconds), and then the leaders again until their quarter and zone splits are kept (one
 * ~11 MB answer a match, minutes). The splits come after the records: a fresh install's records would
 * otherwise wait for them when no visitor asked for the records sooner.
 */
export function warmPages(targets: { clubId: number | null; leaderSeasonIds: readonly number[] }): string[] {
  const leaders = targets.leaderSeasonIds.map((id) => seasonHref(id, "leaders"));
  const club = targets.clubId === null ? [] : [clubHref(targets.clubId)];
  return [...club, ...leaders, links.records, ...leaders];
}

/** After a replay, the warm pages it touched are opened again this long after it ends. */
export const REWARM_AFTER_MS = 5_000;

/**
 * What to warm again after the data changed (a replay began, moved or ended), and when: the warm pages
 * of the seasons it touched, once its matches are complete again. A replayed match comes back complete
 * at its replayed start, so the season's statistics build asks for it once more (its kept answer is for
 * the start it had); opened here, that is done before a visitor's view rather than at it. Other pages
 * need nothing: the page and answer caches already dropped what the change touched. Null: none to warm.
 */
export function rewarmPlan(
  change: DataChange,
  pages: readonly string[],
  nowMs: number,
): { pages: string[]; atMs: number } | null {
  const touched = pages.filter((page) => {
    const id = seasonIdOf(page);
    return id !== null && change.seasonIds.includes(id);
  });
  if (touched.length === 0) return null;
  return { pages: touched, atMs: Math.max(nowMs, change.settlesAt ?? nowMs) + REWARM_AFTER_MS };
}

export interface WarmUp {
  /** Resolves when every page is complete, or when the warm-up gives up or is stopped (`building`: the pages left). */
  done: Promise<{ complete: string[]; building: string[] }>;
  stop(): void;
}

/**
 * Opens the pages at `base` in order, each until it is complete (every `everyMs`) before the next: builds
 * side by side would share one event loop and each take as long as all of them (the history's 260 small
 * calls waited behind the season's statistics answers: 95 s, against ~10 s alone). A page listed again
 * later is opened until it shows no progress bar (stillBuilding), its last listing until no build behind
 * it runs at all (stillWarming). Gives up after `forMs` (a build that cannot finish, the service down)
 * and says which pages were left.
 */
export function warmUp(opts: {
  base: string;
  pages: readonly string[];
  everyMs?: number;
  forMs?: number;
  fetch?: typeof fetch;
  log?: (msg: string) => void;
}): WarmUp {
  const get = opts.fetch ?? fetch;
  const everyMs = opts.everyMs ?? 2_000;
  // A page that fails (its database gone, the service down) is asked again after a growing pause, and
  // its failures are said once until it answers: views every 2 s for 30 minutes cost a render each
  // and a line each in the log.
  const failing = createBackoff({ initialMs: everyMs, maxMs: Math.max(everyMs, 30_000) });
  const forMs = opts.forMs ?? 30 * 60_000;
  const log = opts.log ?? (() => {});
  let stopped = false;
  let wake = () => {};
  const building = new Set<string>(); // pages said to be building (said once each)
  const t0 = Date.now();
  const pause = (ms: number) =>
    new Promise<void>((r) => {
      const timer = setTimeout(r, ms);
      timer.unref?.();
      wake = () => (clearTimeout(timer), r());
    });

  /** One view of the page: complete, building, or failed (asked again). `warm`: no build behind it at all. */
  async function view(page: string, warm: boolean): Promise<"complete" | "building" | "failed"> {
    try {
      const r = await get(`${opts.base}${page}`, { headers: { [WARM_UP_HEADER]: "1" } });
      if (!r.ok) throw new Error(`${r.status}`);
      const html = await r.text();
      if (failing.failures > 0) log(`${page}: answers again`);
      failing.reset();
      return (warm ? stillWarming(html) : stillBuilding(html)) ? "building" : "complete";
    } catch (err) {
      if (failing.failures === 0)
        log(
          `${page}: ${err instanceof Error ? err.message : String(err)} (asked again, less often while it fails)`,
        );
      return "failed";
    }
  }

  async function run() {
    const complete: string[] = [];
    const pages = [...opts.pages];
    while (pages.length > 0 && !stopped && Date.now() - t0 < forMs) {
      const state = await view(pages[0], !pages.includes(pages[0], 1));
      if (state === "complete") {
        log(`${pages[0]} complete ${((Date.now() - t0) / 1000).toFixed(1)} s after the warm-up began`);
        complete.push(pages.shift()!);
        continue;
      }
      if (state === "building" && !building.has(pages[0])) {
        building.add(pages[0]);
        log(`${pages[0]}: building`);
      }
      await pause(state === "failed" ? failing.next() : everyMs);
    }
    if (pages.length > 0 && !stopped) log(`gave up after ${forMs / 60_000} min: ${pages.join(", ")}`);
    return { complete, building: pages };
  }

  return {
    done: run(),
    stop() {
      stopped = true;
      wake();
    },
  };
}
