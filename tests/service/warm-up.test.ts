// First clicks on a fresh start (issue 25): the built app on a data directory with its data imported and
// nothing built. A visitor opens the 2025 leading goal kicker's page at once: it is complete from his
// team's matches (their whole-match box scores) while the season's leaderboard is still being added up,
// with every figure of his season's total equal to the sum of his rows of player_stats.csv (read here, not
// through the app's loader), so no column was added up from part of his matches. Meanwhile, with no visitor asking, the
// warm-up reads the history to the end and opens the season's leaderboard, which shows the matches added
// up so far, labelled as partial; what the builds read is kept in the app's database.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "@/lib/db/pglite-db";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { readRawCsv } from "../helpers/raw-csv";
import { killAllApps, seasonProgress, startApp, waitFor } from "../helpers/app-server";
import { OP } from "@/lib/contract";

const built = existsSync(".next/BUILD_ID");
const dir = mkdtempSync(path.join(tmpdir(), "warm-up-"));
afterAll(() => {
  killAllApps();
  rmSync(dir, { recursive: true, force: true });
});

const SEASON_2025 = 73;

// The season line's columns after Games (features/player: the box score, then AFL Fantasy points), as
// player_stats.csv's columns, and the published Fantasy scoring on them: written out here, not imported.
const LINE_COLUMNS = [
  ...["disposals", "kicks", "handballs", "marks", "tackles", "goals", "behinds", "hit_outs", "clearances"],
  "inside_50s",
];
// prettier-ignore
const FANTASY_FROM_CSV: Record<string, number> = {
  kicks: 3, handballs: 2, marks: 3, tackles: 4, free_kicks_for: 1, free_kicks_against: -3, hit_outs: 1,
  goals: 6, behinds: 1,
};

/** 2025's grand final by the raw results: its winner and how many matches the winner played. */
function grandFinal2025() {
  const rows = readRawCsv("matches.csv").filter((m) => m.season === "2025");
  const gf = rows.find((m) => m.final_type === "GF")!;
  const winner = gf.winner;
  return {
    winner,
    winnerMatches: rows.filter((m) => m.home_team === winner || m.away_team === winner).length,
  };
}

/** 2025's matches in the raw results (every one of them played). */
const completed2025 = () => readRawCsv("matches.csv").filter((m) => m.season === "2025").length;

/** 2025's leading goal kicker by the raw box scores: his name, person id and season total row. */
function leadingKicker() {
  const rows = readRawCsv("player_stats.csv").filter((r) => r.season === "2025");
  const goals = new Map<string, number>();
  for (const r of rows) goals.set(r.player_id, (goals.get(r.player_id) ?? 0) + Number(r.goals));
  const [id] = [...goals].sort((a, b) => b[1] - a[1])[0];
  const his = rows.filter((r) => r.player_id === id);
  const players = readRawCsv("players.csv");
  const p = players.find((x) => x.player_id === id)!;
  // The importer numbers persons 1001 upwards in players.csv's player_id order; the page's name checks it.
  const ids = players.map((x) => x.player_id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const sum = (f: (r: Record<string, string>) => number) => his.reduce((n, r) => n + f(r), 0);
  const fantasy = (r: Record<string, string>) =>
    Object.entries(FANTASY_FROM_CSV).reduce((n, [col, w]) => n + w * Number(r[col]), 0);
  return {
    name: `${p.first_name} ${p.last_name}`,
    personId: 1001 + ids.indexOf(id),
    // Games, every box-score column's total, his Fantasy points: the page's "Total" row.
    total: [his.length, ...LINE_COLUMNS.map((col) => sum((r) => Number(r[col]))), sum(fantasy)],
  };
}

/** The player's page: null while it adds up, else his name and the season line's total row. */
async function playerPage(base: string, personId: number) {
  const html = (await (await fetch(`${base}/players/${personId}?season=${SEASON_2025}`)).text()).replaceAll(
    "<!-- -->",
    "",
  );
  if (html.includes('data-testid="build-progress"')) return null;
  const name = /data-testid="player-name"[^>]*>([^<]+)</.exec(html)?.[1];
  const row = /<tr[^>]*data-testid="player-line-row"[^>]*>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? "";
  const total = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) =>
    Number(m[1].replace(/<[^>]+>/g, "").replace(/,/g, "")),
  );
  return { name, total };
}

describe.skipIf(!built)("first clicks on a fresh start (needs a build: npm run build)", () => {
  it("a player's page is complete from his team's matches while the season builds; the warm-up reads the rest", async () => {
    await seedFromPreparedDump(dir);
    const kicker = leadingKicker();
    // BENCH_MODE: the app's counters of its calls to the service, read without opening a page (a view
    // of the leaderboard would start the season's build itself).
    const app = await startApp(dir, { WARM_UP: "1", BENCH_MODE: "1" });
    const t0 = Date.now();
    const e16Calls = async () =>
      (
        (await (await fetch(`${app.base}/api/bench/stats`)).json()) as {
          callsByOperation: Record<string, number>;
        }
      ).callsByOperation[OP.postPlayerStatistics] ?? 0;

    const page = await waitFor(
      "his page, complete",
      () => playerPage(app.base, kicker.personId),
      (p) => p !== null,
    );
    const playerS = (Date.now() - t0) / 1000;
    const built = await e16Calls();
    expect(built, "the season's statistics are not all kept yet").toBeLessThan(100);
    // Every column of his season, from his own matches: none added up from part of the counts.
    expect(page).toEqual({ name: kicker.name, total: kicker.total });

    // The grand final's winner's squad id, from its ladder row's link (read now, before the builds
    // below: the partial label's check further down is made as soon as the season's build is under way).
    const gf = grandFinal2025();
    const ladder = await (await fetch(`${app.base}/seasons/${SEASON_2025}/ladder`)).text();
    // Its ladder row's link, the first to the team's season page before its name (no other link between).
    const squadId = new RegExp(
      `href="/seasons/${SEASON_2025}/squads/(\\d+)/stats"(?:(?!href=)[\\s\\S]){0,600}?>${gf.winner}<`,
    ).exec(ladder)?.[1];
    expect(squadId, `${gf.winner}'s link on the ladder`).toBeDefined();

    // With no visitor asking: the history read to the end, then the season's build begun by the
    // warm-up (its log says it found the leaderboard building) and making its calls.
    await waitFor(
      "the history, read with no visitor",
      async () => app.log(),
      (log) =>
        /\[warm\] \/clubs\/\d+ complete/.test(log) && /\[warm\] \/seasons\/73\/leaders: building/.test(log),
      180_000,
    );
    const historyS = (Date.now() - t0) / 1000;
    await waitFor("the season's build, under way", e16Calls, (n) => n >= built + 3);

    // A page that shows part of the season while the build runs says so: the grand final's winner's
    // season page (its last match is the season's last, so the build cannot have reached it yet), the
    // inside 50s of the matches added up so far under a "Partial" label naming how many.
    const teamPage = await waitFor(
      `${gf.winner}'s season page, partial`,
      async () => {
        const html = (
          await (await fetch(`${app.base}/seasons/${SEASON_2025}/squads/${squadId}/stats`)).text()
        ).replaceAll("<!-- -->", "");
        if (html.includes('data-testid="team-inside50"') && !html.includes('data-testid="partial-note"'))
          throw new Error(
            `${gf.winner}'s inside 50s shown without the partial label; the season's splits: ` +
              JSON.stringify(await seasonProgress(app.base, SEASON_2025)),
          );
        return html;
      },
      (html) => html.includes('data-testid="partial-note"'),
    );
    const counted = /Partial: the totals below count the (\d+) matches added up so far\./.exec(teamPage);
    expect(counted, "the partial label names its count").not.toBeNull();
    const progress = new RegExp(`Adding up ${gf.winner}(?:'|&#x27;)s season: (\\d+) of (\\d+) matches`).exec(
      teamPage,
    );
    expect(progress, "the team's progress").not.toBeNull();
    expect(Number(progress![2])).toBe(gf.winnerMatches);
    expect(Number(counted![1])).toBe(Number(progress![1]));
    expect(Number(counted![1])).toBeGreaterThan(0);
    expect(Number(counted![1])).toBeLessThan(gf.winnerMatches);
    expect(teamPage).toContain('data-testid="team-inside50"'); // the figures of those, below the label

    // The season's leaderboard asked for meanwhile: whole-season totals are complete from the
    // whole-match pass while the quarter and zone splits build (their progress in a line of its own);
    // its leader's goals are the raw box scores' most.
    const leaders = (
      await (await fetch(`${app.base}/seasons/${SEASON_2025}/leaders?metric=GOAL`)).text()
    ).replaceAll("<!-- -->", "");
    expect(leaders, "complete: no progress above the totals").not.toContain('data-testid="build-progress"');
    const summed = Number(/summed over (\d+) completed matches/.exec(leaders)?.[1]);
    expect(summed).toBe(completed2025());
    const splits = /Quarter and zone splits: (\d+) of (\d+) matches added up so far/.exec(leaders);
    expect(splits, "the splits' progress, named").not.toBeNull();
    expect(Number(splits![1])).toBeLessThan(Number(splits![2])); // under way, not done
    const top = /<tr[^>]*data-testid="leader-row"[^>]*>([\s\S]*?)<\/tr>/.exec(leaders)?.[1] ?? "";
    const topGoals = Number([...top.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)][3]?.[1].replace(/<[^>]+>/g, ""));
    expect(topGoals).toBe(kicker.total[1 + LINE_COLUMNS.indexOf("goals")]);

    console.log(
      `[first clicks] ${kicker.name}'s page complete ${playerS.toFixed(1)} s after serving (${built} of the season's ` +
        `statistics calls made by then); the history read ${historyS.toFixed(1)} s after serving`,
    );
    await app.stop();

    const db = await openPglite(path.join(dir, "app-pglite"));
    try {
      const [{ n: seasons }] = await db.query<{ n: number }>(
        "select count(*)::int n from match_answers where operation = 'history-season'",
      );
      // Every completed season of the raw history (1897–2022) and the three of the box-score years.
      const years = new Set(readRawCsv("history/matches_1897_2022.csv").map((r) => r.season));
      expect(seasons).toBeGreaterThanOrEqual(years.size + 3);
      const [{ n: matches }] = await db.query<{ n: number }>(
        `select count(*)::int n from match_answers where operation = '${OP.postPlayerStatistics}' and match_id between 2025000 and 2025999`,
      );
      expect(matches, "2025's statistics build, begun").toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 300_000);
});
