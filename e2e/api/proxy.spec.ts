import { test, expect } from "@playwright/test";

// The started app end to end: the proxy forwards allowlisted operations to the embedded service over
// HTTP and refuses everything else before anything is sent upstream.
test("the proxy answers allowlisted operations and validates first", async ({ request }) => {
  const ladder = await request.get("/api/sds/seasons/62/ladder");
  expect(ladder.status()).toBe(200);
  const body = (await ladder.json()) as { squads: { name: string }[] };
  expect(body.squads[0].name).toBe("Sydney");

  const bad = await request.get("/api/sds/seasons/62/fixture?roundNumber=seven");
  expect(bad.status()).toBe(400);
  expect(((await bad.json()) as { errors: { parameter: string }[] }).errors[0].parameter).toBe("roundNumber");

  expect((await request.get("/api/sds/not/an/operation")).status()).toBe(404);
  expect((await request.get("/api/sds/usage")).status()).toBe(404);
});

test("the embedded service shares the app's port and demands a token", async ({ request }) => {
  const res = await request.get("/v1/leagues");
  expect(res.status()).toBe(403);
  expect(res.headers()["content-type"]).toBe("application/problem+json");
  const doc = await request.get("/openapi/1.51.0.json");
  expect(((await doc.json()) as { info: { version: string } }).info.version).toBe("1.51.0");
});
