// The service on PGlite in a data directory, as `npm start` runs it: the first start imports the real
// data, the serving database is reopened after the import (so that its memory starts small), and a
// restart on the same directory finds the data, the client and the day's usage where they were.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startService } from "../helpers/start-service";

const dir = mkdtempSync(path.join(os.tmpdir(), "sds-restart-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { DATA_DIR: dir, DEMO_SEASONS: "0" };

describe("a data directory across restarts", () => {
  it("serves and writes after the first start's import, and keeps it all for the next start", async () => {
    const first = await startService({ env, firstStartImports: true });
    const ladder = await first.json<{ ladder: unknown[] }>("/v1/seasons/62/ladder");
    expect(ladder.status).toBe(200);
    // The reopened database takes writes: usage is counted there (flushed on close).
    const usage = await first.json<{ items: [number, number][] }>("/v1/usage");
    expect(usage.status).toBe(200);
    const before = (await first.service.db.query<{ n: number }>("select count(*)::int n from matches"))[0].n;
    expect(before).toBe(first.service.store().matches.size);
    await first.close();

    const second = await startService({ env });
    try {
      const again = await second.json<{ ladder: unknown[] }>("/v1/seasons/62/ladder");
      expect(again.body).toEqual(ladder.body);
      const after = (await second.service.db.query<{ n: number }>("select count(*)::int n from matches"))[0]
        .n;
      expect(after).toBe(before);
      const usage2 = await second.json<{ items: [number, number][] }>("/v1/usage");
      // Today's count kept what the first start counted (2 requests and its token's) and adds on.
      const today = (u: { items: [number, number][] }) => u.items.at(-1)![1];
      expect(today(usage2.body)).toBeGreaterThan(today(usage.body));
    } finally {
      await second.close();
    }
  }, 120_000);
});
