// The built app (`npm start`'s compiled server.ts) runs with the configuration its build resolved
// (lib/app-server/static/built-next-config.ts), not by compiling next.config.ts again: Next's compiler (its SWC
// binary, ~24 MB resident and two threads for the process's life) is never loaded, and the build's
// settings hold (no X-Powered-By header: next.config.ts's `poweredByHeader: false`).
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { killAllApps, startApp } from "../helpers/app-server";

const built = existsSync(".next/BUILD_ID");
const dir = mkdtempSync(path.join(tmpdir(), "built-config-"));
afterAll(() => {
  killAllApps();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!built || process.platform !== "linux")(
  "the built app's configuration (needs a build)",
  () => {
    it("serves with the build's settings and never loads Next's compiler", async () => {
      await seedFromPreparedDump(dir);
      const app = await startApp(dir);
      const home = await fetch(`${app.base}/glossary`);
      expect(home.status).toBe(200);
      expect(home.headers.get("x-powered-by")).toBeNull();
      // Every file the process has mapped (Node itself, its shared libraries, native addons), from Linux.
      const mapped = new Set(
        readFileSync(`/proc/${app.child.pid}/maps`, "utf8")
          .split("\n")
          .map((line) => line.trim().split(/\s+/)[5])
          .filter(Boolean),
      );
      expect(mapped, "the maps name the running Node").toContain(realpathSync(process.execPath));
      expect([...mapped].filter((f) => f.includes("swc"))).toEqual([]);
    });
  },
);
