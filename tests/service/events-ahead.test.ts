import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateMatchEvents } from "@/lib/service/engine/generate-match";
import { startEventsAhead } from "@/lib/service/events-ahead/events-ahead";
import {
  engineInputOf,
  hasGeneratedEvents,
  matchEventsAt,
} from "@/lib/service/resources/events/match-events";
import { startService, type RunningService } from "../helpers/start-service";

// Live matches' events are generated ahead in a worker thread (lib/service/events-ahead) and kept
// as if generated on the main thread. What the thread generates must be what the main thread would
// have: the same events, chains, stoppages and stints, for a synthetic league's match and a real one.

const DEMO_LEAGUE = 900;
let svc: RunningService;

beforeAll(async () => {
  svc = await startService();
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

/** A match of the store with box scores: the synthetic league's first, or a real match of 2024. */
function matchWithBoxScores(demo: boolean) {
  const store = svc.service.store();
  for (const m of store.matches.values()) {
    const league = store.seasons.get(m.seasonId)?.leagueId;
    if ((league === DEMO_LEAGUE) !== demo || !store.playerMatchesByMatch.get(m.id)?.length) continue;
    if (!demo && !m.utcStart.startsWith("2024")) continue;
    return m;
  }
  throw new Error(`no ${demo ? "synthetic" : "real"} match with box scores`);
}

describe("events generated ahead", () => {
  it.each([true, false])(
    "in the worker thread, the same as on the main thread, kept for the store (synthetic league: %s)",
    async (demo) => {
      const store = svc.service.store();
      const m = matchWithBoxScores(demo);
      const start = Date.parse(m.utcStart);
      expect(hasGeneratedEvents(store, m.id)).toBe(false);
      // Half an hour into the match: the service's look keeps it, from the worker.
      const ahead = startEventsAhead(svc.service.store, () => start + 30 * 60_000);
      try {
        await ahead.look();
        expect(hasGeneratedEvents(store, m.id)).toBe(true);
      } finally {
        await ahead.close();
      }
      const here = generateMatchEvents(engineInputOf(store, m.id));
      const kept = matchEventsAt({ store, nowMs: start + 24 * 3_600_000 }, m);
      expect(kept).not.toBe(here);
      expect(kept.events.length).toBeGreaterThan(500);
      expect(kept).toEqual(here);
    },
    120_000,
  );
});
