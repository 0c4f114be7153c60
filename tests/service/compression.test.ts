import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startService, type RunningService } from "@/tests/helpers/start-service";

// Raw bytes off the wire (fetch would decode them for us and hide what was sent).
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
}, 120_000);
afterAll(() => svc?.close());

describe("the service compresses large answers when asked", () => {
  const FIXTURE = "/v1/seasons/62/fixture";

  it("brotli, gzip or none, by Accept-Encoding; each decodes to the same answer", async () => {
    const auth = { authorization: `Bearer ${svc.token}` };
    const plain = await rawGet(svc.base + FIXTURE, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(JSON.parse(plain.body.toString("utf8"))).toHaveProperty("phases");

    const br = await rawGet(svc.base + FIXTURE, { ...auth, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);

    const gz = await rawGet(svc.base + FIXTURE, { ...auth, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);

    // Asked again: the same bytes (the cached answer's encoding, kept).
    const again = await rawGet(svc.base + FIXTURE, { ...auth, "accept-encoding": "br" });
    expect(again.body.equals(br.body)).toBe(true);
  });

  it("the OpenAPI document too; errors and small answers go as they are", async () => {
    const doc = await rawGet(`${svc.base}/openapi/1.68.0.json`, { "accept-encoding": "br" });
    expect(doc.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(doc.body).toString("utf8"))).toHaveProperty("openapi");
    const refused = await rawGet(svc.base + FIXTURE, { "accept-encoding": "br" });
    expect(refused.status).toBe(403); // no token
    expect(refused.headers["content-encoding"]).toBeUndefined();
    const small = await rawGet(`${svc.base}/v1/leagues`, {
      authorization: `Bearer ${svc.token}`,
      "accept-encoding": "br",
    });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
