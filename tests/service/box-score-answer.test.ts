import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { OP, createResolver } from "@/lib/contract";
import { generateMatchEvents } from "@/lib/service/engine/generate-match";
import { FIDELITY_CODES } from "@/lib/service/engine/box-score-rules";
import type { DatasetMatch } from "@/lib/service/model/dataset";
import { runHandler, type ServedRequest } from "@/lib/service/handlers";
import { ServiceError } from "@/lib/service/errors";
import type { Caller } from "@/lib/service/auth/verify-token";
import { boxScorePlayersBody } from "@/lib/service/resources/events/box-score-players";
import { matchEventsAt } from "@/lib/service/resources/events/match-events";
import { playersBody, statFilter } from "@/lib/service/resources/events/statistics";
import { clockAt } from "@/lib/service/resources/match-clock";
import { startService, type RunningService } from "../helpers/start-service";

// The player statistics of a whole completed match's box-score counts is answered from the box score the service holds
// (lib/service/stats/box-score-statistics.ts), without generating the match's events: a player's page asks
// it of each of his team's matches before the season's build has them (issue 25). It must be the
// events' answer byte for byte. Compared here: every real match of a round of each season (chosen by
// the day, printed; ROUND repeats one) and each grand final, and completed matches of the synthetic
// league, for the player page's counts, every counted column and one count; the refusals (400, 403)
// the same; and every request the box score does not hold (a filter, another metric, a supplied total,
// a live match) still answered from the events. tests/service/raw-source-anchors.test.ts compares the
// two answers for every real match besides.

// Counting the engine's runs: the point of the shortcut is that the player statistics make none.
vi.mock("@/lib/service/engine/generate-match", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/lib/service/engine/generate-match")>();
  return { ...real, generateMatchEvents: vi.fn(real.generateMatchEvents) };
});

const SEASONS = [52, 62, 73]; // 2023, 2024, 2025
const ROUND = Number(process.env.ROUND) || 1 + (Math.floor(Date.now() / 86_400_000) % 23);
const resolve = createResolver();
const caller = (tier: Caller["tier"]): Caller => ({ clientId: "t", tier, plan: "unlimited", exp: 2e9 });
const metrics = (codes: readonly string[]) => codes.map((c) => `metric=${c}`).join("&");

// The player page's counts (features/player/server/player-page.ts: the box score and the Fantasy
// score's free kicks), every counted column, and one.
const PAGE = [
  ...["DISPOSAL", "KICK", "HANDBALL", "MARK", "TACKLE", "GOAL", "BEHIND", "HITOUT", "CLEARANCE"],
  ...["INSIDE_50", "FREE_KICK", "FREE_KICK_AGAINST"],
];
const HELD_QUERIES = [metrics(PAGE), metrics(FIDELITY_CODES), metrics(["GOAL"])];

let svc: RunningService;
let compared: DatasetMatch[];
const generatedFor = (id: number) =>
  vi.mocked(generateMatchEvents).mock.calls.filter(([input]) => input.match.id === id).length;

beforeAll(async () => {
  svc = await startService();
  const store = svc.service.store();
  const now = Date.now();
  const real = SEASONS.flatMap((s) => store.matchesBySeason.get(s) ?? []);
  const synthetic = [...store.matchesBySeason.entries()]
    .filter(([s]) => store.seasons.get(s)?.leagueId === 900)
    .flatMap(([, ms]) => ms)
    .filter((m) => clockAt(m, now).phase === "complete" && store.playerMatchesByMatch.has(m.id));
  compared = [...real.filter((m) => m.roundNumber === ROUND || m.typeCode === "GF"), ...synthetic.slice(-3)];
  console.log(
    `box-score answers: round ${ROUND} of 2023–2025 and the grand finals (ROUND=${ROUND} repeats it)`,
  );
}, 120_000);
afterAll(async () => svc?.close());

/** Bytes, or the refusal as status and words. */
function settle(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (err) {
    if (err instanceof ServiceError) return `${err.status} ${err.message}`;
    throw err;
  }
}

/** The player statistics as the service's handler answers it. */
function served(matchId: number, query: string, tier: Caller["tier"], nowMs = Date.now()) {
  const path = `/matches/${matchId}/statistics/players`;
  const r = resolve("GET", path, new URLSearchParams(query));
  if (!r || "allowed" in r || r.id !== OP.getPlayerStatistics)
    throw new Error(`no player statistics at ${path}`);
  expect(r.errors).toEqual([]);
  const ctx = { store: svc.service.store(), nowMs };
  return { r, ctx, bytes: settle(() => runHandler(r as ServedRequest, { ctx, caller: caller(tier), path })) };
}

/** The player statistics through the handler, as the events answer it, and what the box score held gives (null: not held). */
function bothWays(matchId: number, query: string, tier: Caller["tier"], nowMs = Date.now()) {
  const { r, ctx, bytes } = served(matchId, query, tier, nowMs);
  const m = ctx.store.matches.get(matchId)!;
  const fromEvents = settle(() => playersBody(ctx, m, matchEventsAt(ctx, m), statFilter(r.query), tier));
  const held = settle(() => boxScorePlayersBody(ctx, m, statFilter(r.query), tier));
  return { served: bytes, fromEvents, held };
}

describe("the player statistics from the box score held", () => {
  it("is the events' answer, byte for byte, for every compared match, without generating its events", () => {
    expect(compared.length).toBeGreaterThanOrEqual(3 * 6 + 3);
    for (const m of compared) {
      // Asked first, before anything made this match's events: the handler's answers make none.
      const before = generatedFor(m.id);
      const core = HELD_QUERIES.map((q) => served(m.id, q, "core").bytes);
      expect(generatedFor(m.id) - before, `match ${m.id}: events generated`).toBe(0);
      for (const [i, q] of HELD_QUERIES.entries()) {
        const again = bothWays(m.id, q, "transactional");
        expect(again.held === again.fromEvents, `match ${m.id} ${q}: held`).toBe(true);
        expect(core[i] === again.fromEvents, `match ${m.id} ${q}: the held answer differs`).toBe(true);
        expect(again.served === again.fromEvents, `match ${m.id} ${q} (transactional)`).toBe(true);
      }
    }
  }, 180_000);

  it("refuses as the events' path refuses: an unknown metric (400), one above the tier (403)", () => {
    const id = compared[0].id;
    for (const [query, status] of [
      [metrics(["GOAL", "NOT_A_METRIC"]), "400"],
      [metrics(["GOAL", "METRES_GAINED"]), "403"],
    ] as const) {
      const { served, fromEvents } = bothWays(id, query, "core");
      expect(served.startsWith(status), served).toBe(true);
      expect(served).toBe(fromEvents);
    }
  });

  it("leaves to the events what the box score does not hold: filters, other metrics, supplied totals, live matches", () => {
    const m = compared[0];
    const box = metrics(PAGE);
    const liveAt = Date.parse(m.utcStart) + 40 * 60_000; // its second quarter, in a replay
    for (const [query, nowMs] of [
      [`${box}&period=2`, undefined],
      [`${box}&zone=F50`, undefined],
      [`${box}&team=home`, undefined],
      [`${box}&lastXSeconds=300`, undefined],
      [`${box}&fromPeriodSeconds=60`, undefined],
      [metrics([...PAGE, "METRES_GAINED"]), undefined],
      [metrics([...PAGE, "BROWNLOW_VOTES"]), undefined], // the anchors' query: kept on the events
      ["", undefined], // every metric of the tier
      [box, liveAt],
    ] as const) {
      const { served, fromEvents, held } = bothWays(m.id, query, "transactional", nowMs);
      expect(held, `${query} at ${nowMs ?? "now"}`).toBe("null");
      expect(served === fromEvents, `${query} at ${nowMs ?? "now"}`).toBe(true);
    }
  }, 60_000);
});
