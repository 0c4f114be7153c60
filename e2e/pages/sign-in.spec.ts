import { test, expect, takeRefusedLoads } from "../fixtures";
import { DEMO_PASSWORD } from "../../playwright.config";

async function signIn(page: import("@playwright/test").Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an anonymous visitor is sent to sign in and comes back after", async ({ page }) => {
  await page.goto("/admin/usage");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fadmin%2Fusage/);
  await signIn(page, "admin@demo.local");
  await expect(page).toHaveURL(/\/admin\/usage$/);
  await expect(page.getByRole("heading", { name: "Data service usage" })).toBeVisible();
  await expect(page.getByText(/requests used today/)).toBeVisible();
});

test("a wrong password is refused with a message; the email stays, and the right password gets in", async ({
  page,
}) => {
  await page.goto("/login?callbackUrl=/about");
  await signIn(page, "coach@demo.local", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();
  // Only the password is cleared: the address shows neither the email nor the password.
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Email")).toHaveValue("coach@demo.local");
  expect(page.url()).not.toContain("coach");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/about", { timeout: 20_000 });
});

test("a coach signs in; a fan is answered 403 on the admin view, told it is for admins", async ({
  page,
  guard,
  baseURL,
}) => {
  await page.goto("/login");
  await signIn(page, "coach@demo.local");
  await expect(page).toHaveURL(/\/$/);
  await page.context().clearCookies();
  await page.goto("/login?callbackUrl=/admin/usage");
  await signIn(page, "fan@demo.local");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  const res = await page.goto("/admin/usage");
  expect(res!.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page.getByText("The data service's quota is shown to administrators.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in as an administrator" })).toHaveAttribute(
    "href",
    `/login?callbackUrl=${encodeURIComponent("/admin/usage")}`,
  );
  await expect(page.getByText(/requests used today/)).toHaveCount(0);
  expect(takeRefusedLoads(guard, baseURL!)).toEqual(["/admin/usage"]);
});

// The sign-in and sign-out forms are server actions that a browser posts as multipart forms when the
// page's script is off or not yet loaded; the front door reads such a body before Next
// (lib/security/form-posts.ts) and hands it on.
test.describe("without the page's script", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password is refused with the message; the right one signs in, and sign-out signs out", async ({
    page,
  }) => {
    await page.goto("/login?callbackUrl=/about");
    await signIn(page, "analyst@demo.local", "not-the-password");
    await expect(page.getByRole("alert").filter({ hasText: "do not match" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("analyst@demo.local");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/about", { timeout: 20_000 });
    await expect(page.getByTestId("account")).toContainText("analyst@demo.local");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByTestId("account")).toHaveCount(0);
  });
});

// next-auth's own routes (scripts post to them; a typed address reaches them) redirect from the
// request's URL, which Next builds from the address the server listens on: they sent browsers to
// http://0.0.0.0:PORT. The visitor's origin, from the checked Host, is where they must stay.
test("next-auth's own routes redirect on the origin the visitor used", async ({ request, baseURL }) => {
  // A name of the visitor's (Next writes any loopback address as localhost).
  const port = new URL(baseURL!).port;
  const origin = `http://footy.example:${port}`;
  const headers = { host: `footy.example:${port}` };
  const unknown = await request.get("/api/auth/signin/no-such-provider", { maxRedirects: 0, headers });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers().location).toBe(`${origin}/login?error=Configuration`);
  // Posted without next-auth's form token: refused, and sent back to the sign-in page.
  const direct = await request.post("/api/auth/callback/credentials", {
    form: { email: "nobody@origin.test", password: "anything-at-all" },
    maxRedirects: 0,
    headers,
  });
  expect(direct.status()).toBe(302);
  expect(new URL(direct.headers().location).origin).toBe(origin);
  expect(new URL(direct.headers().location).pathname).toBe("/login");
});
