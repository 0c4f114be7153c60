import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAflDataset } from "@/lib/data/afl/load-afl-dataset";
import { FIDELITY_CODES } from "@/lib/data/engine/box-score-rules";
import type { PlayerStatistics } from "@/lib/sds";
import { startService, type RunningService } from "../helpers/start-service";

// Every real match of 2023–2025, through real HTTP: the player statistics the service counts from its
// synthesised events (E15) equal the real box scores, and the squads' goals and behinds by quarter
// counted from the events (E18, one entry a quarter) equal the real quarter scores.
const ds = loadAflDataset(path.join(process.cwd(), "data/afl"));
const metricQuery = FIDELITY_CODES.map((c) => `metric=${c}`).join("&");
const QUARTERS = {
  squadMetricRequests: [1, 2, 3, 4].map((p) => ({
    metricCodes: ["GOAL", "BEHIND", "BEHIND_RUSHED"],
    periods: [p],
  })),
};

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => svc?.close());

const byMatch = new Map<number, typeof ds.playerMatches>();
for (const pm of ds.playerMatches) {
  const list = byMatch.get(pm.matchId);
  if (list) list.push(pm);
  else byMatch.set(pm.matchId, [pm]);
}

describe("match fidelity over all 648 real matches", () => {
  it("has every match", () => expect(ds.matches).toHaveLength(648));

  for (const season of [2023, 2024, 2025]) {
    it(
      `${season}: E15 equals every player's box score; events reproduce every quarter score`,
      { timeout: 600_000 },
      async () => {
        const mismatches: string[] = [];
        const seasonMatches = ds.matches.filter((x) => Math.floor(x.id / 1000) === season);
        expect(seasonMatches).toHaveLength(216);
        for (const m of seasonMatches) {
          const res = await svc.json<PlayerStatistics>(
            `/v1/matches/${m.id}/statistics/players?${metricQuery}`,
          );
          if (res.status !== 200) {
            mismatches.push(`${m.id}: E15 answered ${res.status}`);
            continue;
          }
          const got = new Map<number, Record<string, number>>();
          for (const sq of res.body.squads)
            for (const p of sq.players)
              got.set(p.personId, Object.fromEntries(p.statistics.map((s) => [s.code, s.value])));
          for (const pm of byMatch.get(m.id) ?? []) {
            const g = got.get(pm.personId) ?? {};
            for (const code of FIDELITY_CODES) {
              // The source has no uncontested marks column: they are the marks that were not contested.
              const want =
                code === "MARK_UNCONTESTED"
                  ? (pm.stats.MARK ?? 0) - (pm.stats.MARK_CONTESTED ?? 0)
                  : (pm.stats[code] ?? 0);
              if ((g[code] ?? 0) !== want)
                mismatches.push(`${m.id} person ${pm.personId} ${code}: ${g[code]} ≠ ${want}`);
            }
          }
          const q = await fetch(`${svc.base}/v1/matches/${m.id}/statistics/squads`, {
            method: "POST",
            headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
            body: JSON.stringify(QUARTERS),
          });
          const quarters = (await q.json()) as {
            squadStatistics: { squads: { id: number; statistics: { code: string; value: number }[] }[] }[];
          };
          for (const [side, squadId, cumulative] of [
            ["home", m.homeSquadId, m.homeQuarters],
            ["away", m.awaySquadId, m.awayQuarters],
          ] as const) {
            let goals = 0;
            let behinds = 0;
            quarters.squadStatistics.forEach((entry, i) => {
              const stats = Object.fromEntries(
                entry.squads.find((s) => s.id === squadId)!.statistics.map((s) => [s.code, s.value]),
              );
              goals += stats.GOAL ?? 0;
              behinds += (stats.BEHIND ?? 0) + (stats.BEHIND_RUSHED ?? 0);
              const want = cumulative[i];
              if (goals !== want.goals || behinds !== want.behinds)
                mismatches.push(
                  `${m.id} ${side} Q${i + 1}: ${goals}.${behinds} ≠ ${want.goals}.${want.behinds}`,
                );
            });
          }
        }
        expect(mismatches.slice(0, 20)).toEqual([]);
      },
    );
  }
});
