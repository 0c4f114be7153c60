import { describe, expect, it } from "vitest";
import { generateDemoLeague } from "@/lib/service/demo/generate-demo-league";
import { generateMatchEvents } from "@/lib/service/engine/generate-match";
import type { EngineInput } from "@/lib/service/engine/engine-input";
import type { MatchEvents } from "@/lib/service/engine/types";
import { indexStore, type Store } from "@/lib/service/store/store";
import { hasGeneratedEvents, matchEventsAt } from "../resources/events/match-events";
import { AHEAD_MS, createEventsAhead, matchesDue } from "./events-ahead";

// The synthetic league around a fixed instant: it has matches finished, live and to come.
const NOW = Date.parse("2025-05-17T09:12:34.567Z");
const league = generateDemoLeague({ seed: 42, seasons: 1, now: new Date(NOW) });
const storeOf = (): Store => indexStore({ ...league, leagues: [league.league] });
const startOf = (id: number) => Date.parse(league.matches.find((m) => m.id === id)!.utcStart);
const MIN = 60_000;

// A played match of the league (it has box scores), and instants around its start.
const played = league.matches.find((m) => m.homeQuarters.length === 4 && Date.parse(m.utcStart) < NOW)!;
const start = Date.parse(played.utcStart);

describe("matchesDue", () => {
  it("names a match from AHEAD_MS before its start until it ends, and not outside", () => {
    const store = storeOf();
    const due = (at: number) => matchesDue(store, at).includes(played.id);
    expect(due(start - AHEAD_MS - MIN)).toBe(false);
    expect(due(start - AHEAD_MS + MIN)).toBe(true);
    expect(due(start + 30 * MIN)).toBe(true);
    expect(due(start + 5 * 60 * MIN)).toBe(false); // long over
    // Every match it names has box scores and starts within the window.
    for (const id of matchesDue(store, start + 30 * MIN)) {
      expect(store.playerMatchesByMatch.get(id)?.length).toBeGreaterThan(0);
      expect(startOf(id)).toBeLessThanOrEqual(start + 30 * MIN + AHEAD_MS);
    }
  });

  it("leaves out a match without box scores", () => {
    const store = storeOf();
    store.playerMatchesByMatch.delete(played.id);
    expect(matchesDue(store, start + 30 * MIN)).not.toContain(played.id);
  });
});

describe("createEventsAhead", () => {
  const generate = async (input: EngineInput) => generateMatchEvents(input);

  it("keeps each due match's events for the store, where a visit then finds them", async () => {
    const store = storeOf();
    const asked: number[] = [];
    const kept = new Map<number, MatchEvents>();
    const ahead = createEventsAhead({
      store: () => store,
      now: () => start + 30 * MIN,
      generate: async (input) => {
        asked.push(input.match.id);
        const me = await generate(input);
        kept.set(input.match.id, me);
        return me;
      },
      everyMs: 3_600_000,
    });
    await ahead.look();
    ahead.close();
    expect(asked).toContain(played.id);
    expect(asked).toEqual(matchesDue(store, start + 30 * MIN));
    for (const id of asked) expect(hasGeneratedEvents(store, id)).toBe(true);
    // Once the match is over, a visit is answered from the kept events, not generated again.
    const after = { store, nowMs: start + 5 * 60 * MIN };
    expect(matchEventsAt(after, store.matches.get(played.id)!)).toBe(kept.get(played.id));
    // A second look asks for none of them again.
    const again = createEventsAhead({
      store: () => store,
      now: () => start + 30 * MIN,
      generate: async (input) => (asked.push(-input.match.id), generate(input)),
      everyMs: 3_600_000,
    });
    await again.look();
    again.close();
    expect(asked.filter((id) => id < 0)).toEqual([]);
  });

  it("keeps nothing for a store replaced meanwhile, and asks a failed match again at the next look", async () => {
    const first = storeOf();
    let current = first;
    let fail = true;
    const told: string[] = [];
    const ahead = createEventsAhead({
      store: () => current,
      now: () => start + 30 * MIN,
      generate: async (input) => {
        if (fail) throw new Error("the thread ended");
        current = storeOf(); // an import while the match was generated
        return generate(input);
      },
      log: (m) => told.push(m),
      everyMs: 3_600_000,
    });
    await ahead.look();
    expect(told[0]).toContain(`match ${matchesDue(first, start + 30 * MIN)[0]}: the thread ended`);
    expect(hasGeneratedEvents(first, played.id)).toBe(false);
    fail = false;
    await ahead.look();
    ahead.close();
    expect(hasGeneratedEvents(first, played.id)).toBe(false);
  });

  it("runs one look at a time", async () => {
    const store = storeOf();
    let inFlight = 0;
    let most = 0;
    const ahead = createEventsAhead({
      store: () => store,
      now: () => start + 30 * MIN,
      generate: async (input) => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return generate(input);
      },
      everyMs: 3_600_000,
    });
    await Promise.all([ahead.look(), ahead.look(), ahead.look()]);
    ahead.close();
    expect(most).toBe(1);
  });
});
