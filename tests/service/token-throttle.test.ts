// Failed token requests are throttled per client id and per address, over real HTTP, with the
// guard's clock injected (no waiting).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerClient } from "@/lib/service/auth/clients";
import { createAttemptGuard } from "@/lib/security/throttle";
import { startService, type RunningService } from "../helpers/start-service";

let svc: RunningService;
let t = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  svc = await startService({
    tokenGuard: createAttemptGuard({ perAccount: 3, perAddress: 6, windowMs: 60_000, now: () => t }),
  });
  for (const id of ["second-client", "third-client"])
    await registerClient(svc.service.db, { id, secret: `${id}-secret-0123`, tier: "core", plan: "standard" });
}, 120_000);
afterAll(() => svc?.close());

const ask = (client_id: string, client_secret: string) =>
  fetch(`${svc.base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id,
      client_secret,
      audience: `${svc.base}/`,
    }),
  });

describe("/oauth/token throttling", () => {
  it("blocks a client id after 3 failures, even with the right secret; others still get tokens; it recovers", async () => {
    for (let i = 0; i < 3; i++) expect((await ask("test-client", "wrong")).status).toBe(401);
    const blocked = await ask("test-client", "test-secret-0123456789");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toBe("60");
    expect(await blocked.json()).toEqual({
      error: "too_many_attempts",
      error_description: "Too many failed attempts. Try again in 60 seconds. (client test-client)",
    });
    expect((await ask("second-client", "second-client-secret-0123")).status).toBe(200);
    t += 30_000;
    expect((await ask("test-client", "test-secret-0123456789")).headers.get("retry-after")).toBe("30");
    t += 30_000;
    expect((await ask("test-client", "test-secret-0123456789")).status).toBe(200);
  });

  it("blocks an address after 6 failures, whatever client id it tries next", async () => {
    t += 60_000;
    for (let i = 0; i < 6; i++) expect((await ask(`nobody-${i}`, "wrong")).status).toBe(401);
    const r = await ask("third-client", "third-client-secret-0123");
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBe(60);
    t += 60_000;
    expect((await ask("third-client", "third-client-secret-0123")).status).toBe(200);
  });
});
