import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { WORKER_CSP } from "@/lib/security/csp";
import { serviceWorkerScript } from "./service-worker-script";

describe("the service worker's script", () => {
  it("is served as JavaScript, checked on every visit, with a policy that lets it fetch", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "sw-")), "sw.js");
    writeFileSync(file, "self.x=1;");
    const serve = serviceWorkerScript(file)!;
    const server = createServer((req, res) => serve(req, res));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sw.js`);
    server.close();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-security-policy")).toBe(WORKER_CSP);
    expect(await res.text()).toBe("self.x=1;");
  });

  it("is not there without a build", () => {
    expect(serviceWorkerScript("/nonexistent/sw.js")).toBeUndefined();
  });
});
