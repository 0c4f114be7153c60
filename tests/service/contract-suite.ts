import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINTS, ProblemSchema, buildRouter } from "@/lib/contract";
import { buildOpenApi } from "@/lib/contract/openapi";
import { registerClient } from "@/lib/service/auth/clients";
import type { RunningService } from "../helpers/start-service";
import { BAD, SAMPLES } from "./samples";

const match = buildRouter();
const doc = buildOpenApi("1.68.0");
const oldDoc = buildOpenApi("1.51.0");

async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  const body = ProblemSchema.parse(await res.json());
  expect(body.status).toBe(status);
  expect(body.detail.length).toBeGreaterThan(5);
  return body;
}

/** Every operation: a valid call matches its schema; 400, 403 and 404 answer as the contract says. */
export function contractSuite(name: string, start: () => Promise<RunningService>) {
  describe(`contract (${name})`, () => {
    let svc: RunningService;
    const tokenOf = async (id: string, secret: string) => {
      const res = await fetch(`${svc.base}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          client_id: id,
          client_secret: secret,
          audience: `${svc.base}/`,
          grant_type: "client_credentials",
        }),
      });
      return ((await res.json()) as { access_token: string }).access_token;
    };
    beforeAll(async () => {
      svc = await start();
    });
    // GET, or POST with a JSON body for the payload-driven operations.
    const call = (path: string, body?: unknown, headers?: Record<string, string>) =>
      body === undefined
        ? svc.get(`/v1${path}`, headers)
        : fetch(`${svc.base}/v1${path}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(headers ?? { authorization: `Bearer ${svc.token}` }),
            },
            body: JSON.stringify(body),
          });
    afterAll(async () => svc?.close());

    it("has a sample for every operation of the table", () => {
      expect(Object.keys(SAMPLES).sort()).toEqual(ENDPOINTS.map((e) => e.id).sort());
    });

    for (const e of ENDPOINTS) {
      const sample = SAMPLES[e.id];
      describe(`${e.id} ${e.method} ${e.path}`, () => {
        it("answers a valid call with the documented shape", async () => {
          const path = sample.ok.split("?")[0];
          const m = match(e.method, path);
          expect(m && "endpoint" in m ? m.endpoint.id : null).toBe(e.id);
          expect(doc.paths[`/v1${e.path}`]?.[e.method.toLowerCase()]).toBeDefined();
          if (e.since === "1.68.0") expect(oldDoc.paths[`/v1${e.path}`]).toBeUndefined();
          const res = await call(sample.ok, sample.body);
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toBe("application/json");
          const parsed = e.response.safeParse(await res.json());
          expect(parsed.success ? "valid" : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe("valid");
        });
        it("refuses a missing or bad token with 403", async () => {
          await expectProblem(await svc.get(`/v1${sample.ok}`, {}), 403);
          await expectProblem(
            await svc.get(`/v1${sample.ok}`, { authorization: `Bearer ${svc.token.slice(0, -3)}abc` }),
            403,
          );
        });
        it("answers 404 for a resource that does not exist", async () => {
          await expectProblem(await call(sample.missing, sample.body), 404);
        });
        if (BAD[e.id]) {
          it("answers 400 naming the malformed parameter", async () => {
            const body = await expectProblem(await svc.get(`/v1${BAD[e.id].path}`), 400);
            expect(body.errors?.map((x) => x.parameter)).toContain(BAD[e.id].parameter);
          });
        }
      });
    }

    it("answers 413 for a payload over 100 entries or 64 KiB, 400 naming a bad field", async () => {
      const url = "/matches/2024216/statistics/players";
      await expectProblem(
        await call(url, { playerMetricRequests: Array.from({ length: 101 }, () => ({})) }),
        413,
      );
      await expectProblem(
        await call(url, { playerMetricRequests: [{ metricCodes: ["K".repeat(70_000)] }] }),
        413,
      );
      const bad = await expectProblem(
        await call(url, { playerMetricRequests: [{ zones: ["MIDDLE"] }] }),
        400,
      );
      expect(bad.errors?.[0].parameter).toBe("body.playerMetricRequests[0].zones[0]");
      const unknown = await expectProblem(
        await call(url, { playerMetricRequests: [{ metricCodes: ["NOPE"] }] }),
        400,
      );
      expect(unknown.errors?.[0].parameter).toBe("metric");
    });

    it("answers 414 for an address over 8 KiB", async () => {
      await expectProblem(await svc.get(`/v1/leagues?pad=${"x".repeat(8300)}`), 414);
    });

    it("serves both OpenAPI documents without a token", async () => {
      for (const v of ["1.68.0", "1.51.0"]) {
        const res = await fetch(`${svc.base}/openapi/${v}.json`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { info: { version: string }; paths: Record<string, unknown> };
        expect(body.info.version).toBe(v);
      }
    });

    it("issues at most 10 live tokens a client, then 429 with an OAuth error", async () => {
      // The harness already holds one token of its client.
      const statuses = [];
      let last: Response | undefined;
      for (let i = 0; i < 10; i++) {
        last = await fetch(`${svc.base}/oauth/token`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            client_id: "test-client",
            client_secret: "test-secret-0123456789",
            audience: `${svc.base}/`,
            grant_type: "client_credentials",
          }),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([...Array(9).fill(200), 429]);
      const body = (await last!.json()) as { error: string; error_description: string };
      expect(body.error).toBe("too_many_tokens");
      expect(last!.headers.get("retry-after")).toMatch(/^\d+$/);
    });

    it("limits a standard client to its rate with 429 and Retry-After, and counts usage", async () => {
      await registerClient(svc.service.db, {
        id: "rate-client",
        secret: "rate-secret-123",
        tier: "core",
        plan: "standard",
      });
      const res = await fetch(`${svc.base}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          client_id: "rate-client",
          client_secret: "rate-secret-123",
          audience: `${svc.base}/`,
          grant_type: "client_credentials",
        }),
      });
      const { access_token } = (await res.json()) as { access_token: string };
      const auth = { authorization: `Bearer ${access_token}` };
      const all = await Promise.all(Array.from({ length: 60 }, () => svc.get("/v1/leagues", auth)));
      const limited = all.filter((r) => r.status === 429);
      expect(all.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(40);
      expect(limited.length).toBeGreaterThan(0);
      expect(limited[0].headers.get("retry-after")).toMatch(/^\d+$/);
      await expectProblem(limited[0], 429);
      await new Promise((r) => setTimeout(r, 1100));
      const usage = (await (await svc.get("/v1/usage", auth)).json()) as {
        items: number[][];
        requestLimit: number;
        planName: string;
      };
      expect(usage.planName).toBe("standard");
      expect(usage.requestLimit).toBe(35000);
      // 200s and the usage call itself count; refused calls do not.
      expect(usage.items[6][1]).toBe(all.filter((r) => r.status === 200).length + 1);
    });

    it("refuses event-level metrics above the caller's tier: the match's metrics lists only the tier's metrics", async () => {
      const auth = { authorization: `Bearer ${await tokenOf("rate-client", "rate-secret-123")}` };
      const mine = (await (await svc.get("/v1/matches/2024001/metrics", auth)).json()) as {
        metrics: { code: string }[];
      };
      const all = (await (await svc.get("/v1/matches/2024001/metrics?showAllMetrics=true", auth)).json()) as {
        metrics: unknown[];
      };
      expect(mine.metrics.length).toBeLessThan(all.metrics.length);
      expect(mine.metrics.map((m) => m.code)).toContain("KICK");
      expect(mine.metrics.map((m) => m.code)).not.toContain("METRES_GAINED");
    });
  });
}
