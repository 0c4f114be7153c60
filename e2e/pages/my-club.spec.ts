import { test, expect, takeRefusedLoads } from "../fixtures";
import { readRawCsv } from "../../tests/helpers/raw-csv";
import { axeCleanInBothSchemes, noSidewaysScroll } from "../helpers/page-checks";
import { signInAs } from "./every-page";

// "My club" on the home page, the fixture, the ladder and the squads. The home page's season is AFL 2025 (season
// 73, every match played); the expected last result and ladder place are read here from the raw files
// (data/afl/matches.csv and ladder_2025_computed.csv, the same as /work/shared/data/afl/).
const CLUB = "Geelong";
const CLUB_ID = 70; // the public service's id (lib/service/afl/load-afl-dataset.ts)

const matches = readRawCsv("matches.csv").filter(
  (m) => m.season === "2025" && (m.home_team === CLUB || m.away_team === CLUB),
);
const last = [...matches].sort((a, b) => a.start_time_utc.localeCompare(b.start_time_utc)).at(-1)!;
const home = last.home_team === CLUB;
const [scored, conceded] = home ? [last.home_score, last.away_score] : [last.away_score, last.home_score];
const outcome =
  Number(scored) > Number(conceded) ? "Won" : Number(scored) < Number(conceded) ? "Lost" : "Drew";
const opponent = home ? last.away_team : last.home_team;
const place = readRawCsv("ladder_2025_computed.csv").find((r) => r.season === "2025" && r.team === CLUB)!.pos;
const roundOne = matches.filter((m) => m.round_number === "1" && m.is_final === "0").length;
const ordinal = (n: string) => `${n}${({ 1: "st", 2: "nd", 3: "rd" } as Record<string, string>)[n] ?? "th"}`;

test("a club picked on the home page: its season, its marks, on a phone, after a reload", async ({
  page,
}) => {
  await page.goto("/");
  const panel = page.getByTestId("my-club");
  await panel.getByLabel("Follow a club").selectOption({ label: CLUB });
  await expect(panel.getByRole("heading", { name: `My club · ${CLUB}` })).toBeVisible();
  await expect(panel.getByTestId("my-club-next")).toContainText("No match ahead in 2025");
  const result = panel.getByTestId("my-club-last");
  await expect(result).toContainText(`${outcome} ${scored}–${conceded}`);
  await expect(result).toContainText(opponent);
  await expect(result.getByRole("link", { name: "Match summary" })).toHaveAttribute(
    "href",
    `/matches/${last.match_id}`,
  );
  await expect(panel.getByTestId("my-club-ladder")).toContainText(`${ordinal(place)} of 18`);
  await expect(panel.getByTestId("my-club-calendar")).toHaveAttribute(
    "href",
    `/seasons/73/fixture.ics?squad=${CLUB_ID}`,
  );
  await expect(page.getByRole("link", { name: `My club: ${CLUB}` })).toHaveAttribute(
    "href",
    `/seasons/73/squads/${CLUB_ID}`,
  );

  // The panel and the marks on a phone, both schemes (the sweep sees the pages with no club chosen).
  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScroll(page);
  await axeCleanInBothSchemes(page);

  await page.goto("/seasons/73/ladder");
  const row = page.locator("[data-testid=ladder-row][data-my-club]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(CLUB);
  await expect(row.getByTestId("my-club-badge")).toContainText("My club");
  await page.reload();
  await expect(page.locator("[data-testid=ladder-row][data-my-club]")).toContainText(CLUB);
  await noSidewaysScroll(page);

  await page.goto("/seasons/73/fixture?round=1");
  const marked = page.locator("[data-testid=match][data-my-club]");
  await expect(marked).toHaveCount(roundOne);
  await expect(marked.first()).toContainText(CLUB);
  await expect(marked.first().getByTestId("my-club-badge")).toHaveText("My club");

  await page.goto("/seasons/73/squads");
  const squad = page.locator("li[data-my-club]");
  await expect(squad).toHaveCount(1);
  await expect(squad).toContainText(`${CLUB}My club`);
});

test("signed in, the club goes with the account to another browser", async ({ page, browser }) => {
  await signInAs(page, "fan@demo.local");
  const read = page.waitForResponse(
    (r) => r.url().endsWith("/api/my-club") && r.request().method() === "GET",
  );
  await page.goto("/");
  expect((await read).status()).toBe(200); // the account's club heard before this device's choice
  const kept = page.waitForResponse(
    (r) => r.url().endsWith("/api/my-club") && r.request().method() === "POST",
  );
  await page
    .getByTestId("my-club")
    .getByLabel(/Follow a club|Change club/)
    .selectOption({ label: "Sydney" });
  expect((await kept).status()).toBe(200);
  // Another site may not change it (the same-origin check), whoever's cookie it carries.
  const forged = await page.request.post("/api/my-club", {
    headers: { origin: "https://elsewhere.example", "content-type": "application/json" },
    data: { club: null },
  });
  expect(forged.status()).toBe(403);
  // A club the service does not have is named back, and the one kept stands; a real one is kept
  // under the service's own name, whatever the request called it.
  const origin = new URL(page.url()).origin;
  const sameSite = { origin, "content-type": "application/json" };
  const madeUp = await page.request.post("/api/my-club", {
    headers: sameSite,
    data: { club: { squadId: 999999, seasonId: 73, name: "Made Up FC" } },
  });
  expect(madeUp.status()).toBe(400);
  expect((await madeUp.json()).detail).toBe("No club 999999 plays in season 73");
  const noSeason = await page.request.post("/api/my-club", {
    headers: sameSite,
    data: { club: { squadId: 10, seasonId: 4242, name: "Adelaide" } },
  });
  expect((await noSeason.json()).detail).toBe("No season 4242 in the data");
  const stands = await page.request.get("/api/my-club");
  expect((await stands.json()).club.name).toBe("Sydney");
  const renamed = await page.request.post("/api/my-club", {
    headers: sameSite,
    data: { club: { ...(await stands.json()).club, name: "Not Sydney" } },
  });
  expect((await renamed.json()).club.name).toBe("Sydney");

  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await signInAs(second, "fan@demo.local");
    await second.goto("/");
    const panel = second.getByTestId("my-club");
    await expect(panel.getByRole("heading", { name: "My club · Sydney" })).toBeVisible();
    // Left as found: other tests sign in as the same fan.
    const cleared = second.waitForResponse(
      (r) => r.url().endsWith("/api/my-club") && r.request().method() === "POST",
    );
    await panel.getByRole("button", { name: "Stop following" }).click();
    expect((await cleared).status()).toBe(200);
  } finally {
    await other.close();
  }
  const visitor = await browser.newContext();
  try {
    const res = await visitor.request.get(`${new URL(page.url()).origin}/api/my-club`);
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ club: null, signedIn: false });
  } finally {
    await visitor.close();
  }
});

test("a club on this device that the service does not have: the account refuses it, the device forgets it", async ({
  page,
  guard,
  baseURL,
}) => {
  await signInAs(page, "coach@demo.local"); // an account no other test gives a club
  // Put on the device before the first page's scripts run, once (a reload must not put it back).
  await page.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem(
      "footy-my-club",
      JSON.stringify({ squadId: 999999, seasonId: 73, name: "Made Up FC" }),
    );
  });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith("/api/my-club") && r.request().method() === "POST",
  );
  await page.goto("/");
  expect((await refused).status()).toBe(400);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("footy-my-club"))).toBeNull();
  await expect(page.getByTestId("my-club").getByLabel("Follow a club")).toBeVisible();
  await page.reload(); // nothing is offered to the account again
  await expect(page.getByTestId("my-club").getByLabel("Follow a club")).toBeVisible();
  // One refusal, the account's: the panel asks nothing for a club the season's clubs do not include.
  expect(takeRefusedLoads(guard, baseURL!, 400)).toEqual(["/api/my-club"]);
});

test("a club on this device that is none of the season's: named, the picker offered, nothing asked for it", async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "footy-my-club",
      JSON.stringify({ squadId: 999999, seasonId: 73, name: "Made Up FC" }),
    ),
  );
  await page.goto("/");
  const panel = page.getByTestId("my-club");
  await expect(panel.getByTestId("my-club-unknown")).toHaveText(
    "Made Up FC is not a club of this season: pick another, or keep following none.",
  );
  await expect(panel.getByRole("heading", { name: "My club", exact: true })).toBeVisible();
  await panel.getByLabel("Follow a club").selectOption({ label: CLUB });
  await expect(panel.getByRole("heading", { name: `My club · ${CLUB}` })).toBeVisible();
  await expect(panel.getByTestId("my-club-unknown")).toHaveCount(0);
});
