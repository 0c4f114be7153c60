import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeReplayFile } from "@/lib/service/replay";
import { periodSecsFor } from "@/lib/service/afl/load-afl-dataset";
import { onDataChange, touchedBy } from "@/lib/net/data-changes";
import { createPageCache, SETTLED_PAGE_ROUTES } from "@/lib/app-server/page-cache/page-cache";
import { recordPageRead, withRequestStatus } from "@/lib/app-server/page-cache/request-status";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { clientEnvOf, startService, type RunningService } from "../helpers/start-service";

// A completed match is kept for a day, by the upstream cache and by the rendered-page cache. When it
// is replayed (`npm run replay` writes DATA_DIR/replays.json), the service tells the app in the same
// process, and both drop what it fed: the next view shows the match live, within the replay file's
// two-second watch, not a day later. When the replay ends, the live answers' 5 s freshness brings the
// completed match back. The real service on its own data directory (the replay file lives there),
// the real upstream client over HTTP, the real page cache wired as server.ts wires it; the "page" is a
// summary of the match drawn from the upstream as the page data layer draws it.
const MATCH = 2024216;
const OTHER = 2023050; // another season's match: its page must stay kept
const dir = mkdtempSync(path.join(tmpdir(), "replay-inval-"));
let svc: RunningService;
let server: Server;
let base: string;
let renders = 0;
const unsubscribe: (() => void)[] = [];

beforeAll(async () => {
  svc = await startService({ env: { DATA_DIR: dir } });
  const env = clientEnvOf(svc, 10_000);
  const up = createUpstream({ env, tokens: createTokenManager(env) });
  const pages = createPageCache({ routes: SETTLED_PAGE_ROUTES });
  unsubscribe.push(
    onDataChange((c) => up.expire(touchedBy(c))),
    onDataChange((c) => pages.invalidate(touchedBy(c))),
  );
  server = createServer((req, res) => {
    void pages.handle(req, res, (ctx) =>
      withRequestStatus(
        res,
        async () => {
          renders++;
          const id = Number(/\/matches\/(\d+)/.exec(req.url ?? "")?.[1]);
          const answer = await up.get(`/matches/${id}`);
          recordPageRead(`/matches/${id}`, answer.freshForMs);
          const m = JSON.parse(new TextDecoder().decode(answer.body)) as { status: { typeName: string } };
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(`<p data-status="${m.status.typeName}">${m.status.typeName}</p>`);
        },
        ctx,
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  unsubscribe.forEach((u) => u());
  await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
  await svc?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function view(id: number) {
  const res = await fetch(`${base}/matches/${id}`);
  return {
    status: /data-status="(\w+)"/.exec(await res.text())?.[1],
    cache: res.headers.get("x-footy-page-cache"),
  };
}

/** Views the page every 250 ms until it shows `status`; how long that took. */
async function until(id: number, status: string, withinMs: number) {
  const t0 = Date.now();
  for (;;) {
    const v = await view(id);
    if (v.status === status) return Date.now() - t0;
    if (Date.now() - t0 > withinMs) throw new Error(`match ${id} still ${v.status} after ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe("a replayed match's kept answers and pages", () => {
  it("are kept while the match is complete", async () => {
    expect(await view(MATCH)).toEqual({ status: "Complete", cache: "miss" });
    expect(await view(MATCH)).toEqual({ status: "Complete", cache: "hit" });
    expect(await view(OTHER)).toEqual({ status: "Complete", cache: "miss" });
    expect(renders).toBe(2);
  });

  it("show the match live within seconds of the replay starting", async () => {
    writeReplayFile(dir, new Map([[MATCH, Date.now() - 50 * 60_000]]));
    // The service reads the file every 2 s; the page follows at once.
    expect(await until(MATCH, "Live", 6_000)).toBeLessThan(6_000);
    // Another season's page was not dropped.
    expect(await view(OTHER)).toEqual({ status: "Complete", cache: "hit" });
  });

  it("show it complete again when the replay ends, with no other signal", async () => {
    // Replayed to end 4 s from now: live, then complete by the clock alone.
    const playMs = periodSecsFor(MATCH).reduce((a, b) => a + b, 0) * 1000 + (360 + 1200 + 360) * 1000;
    writeReplayFile(dir, new Map([[MATCH, Date.now() - playMs + 4_000]]));
    await until(MATCH, "Live", 6_000);
    // At most the live answer's 5 s past the end, plus the polling.
    await until(MATCH, "Complete", 12_000);
    // And complete it stays, kept again.
    const again = await view(MATCH);
    expect(again.status).toBe("Complete");
  });
});
