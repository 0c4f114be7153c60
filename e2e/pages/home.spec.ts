import { readFileSync } from "node:fs";
import { test, expect } from "../fixtures";

test("the home page lists the leagues and seasons from the service", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leagues and seasons");
  const afl = page.getByRole("region", { name: /Australian Football League/ });
  await expect(afl.getByTestId("season")).toHaveCount(3);
  await expect(afl.getByTestId("season").first()).toContainText("2025 Toyota AFL Premiership");
  await expect(afl.getByTestId("season").first()).toContainText("216 played, 0 to come");
  await expect(page.getByRole("region", { name: /Synthetic Demo League/ })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText("AFL Tables");
  await expect(page.getByRole("contentinfo")).toContainText("match events synthesised to fit them");
});

test("the client secret and tokens never reach the browser", async ({ page, request }) => {
  const { secret } = JSON.parse(readFileSync(".data-e2e/client.json", "utf8")) as { secret: string };
  for (const path of ["/", "/about"]) {
    const res = await page.goto(path);
    const html = (await res!.text()) + (await page.content());
    expect(html).not.toContain(secret);
    expect(html).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\./); // a JWT
  }
  const proxied = await request.get("/api/sds/seasons/62/ladder");
  expect(proxied.status()).toBe(200);
  expect(await proxied.text()).not.toContain(secret);
});
