// `npm run dev` (server.ts under tsx, Next in development) serves a page and stops in order on a
// terminal's Ctrl-C and on a container's SIGTERM: "stopping", "stopped in N s", no "again", and no
// process of its group left (Next's own included). Nightly (tests/nightly-tier.json):
// by day stop-restart.test.ts stops `npm start`, the same server.ts and the same stop, built.
import { describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { DEMO_PASSWORD, appTestDir, runNpm } from "../helpers/app-server";

const dir = appTestDir("dev-stop");
// The deadline, and what a loaded machine may add before this process hears of the exit.
const HEARD_WITHIN_MS = 10_500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("npm run dev", () => {
  // A terminal's Ctrl-C reaches the whole group; Docker's SIGTERM (a development container running
  // `npm run dev`) reaches npm alone, which must not leave the app running as an orphan.
  it.each([
    { signal: "SIGINT", to: "the group" },
    { signal: "SIGTERM", to: "npm" },
  ] as const)(
    "serves a page, and $signal to $to stops it in order with nothing left running",
    async (c) => {
      await seedFromPreparedDump(dir);
      const port = await freePort();
      const dev = runNpm(
        "dev",
        { DATA_DIR: dir, PORT: String(port), DEMO_PASSWORD, WARM_UP: "0" },
        "ready on",
      );
      try {
        await dev.ready;
        // The first request compiles the page: development's whole point, and its slowest step.
        const page = await fetch(`http://127.0.0.1:${port}/about`);
        expect(page.status, dev.log().slice(-2000)).toBe(200);
        expect(await page.text()).toContain("</html>");

        const t0 = Date.now();
        if (c.to === "npm") dev.child.kill(c.signal);
        else dev.signalGroup(c.signal);
        await dev.exited;
        while (!dev.gone() && Date.now() - t0 < HEARD_WITHIN_MS) await sleep(100);
        expect(dev.gone(), `a process of npm run dev left running:\n${dev.log().slice(-2000)}`).toBe(true);
        expect(dev.log()).toContain(`[app] stopping (${c.signal})`);
        expect(dev.log()).toMatch(/\[app\] stopped in \d+\.\d s\n/);
        expect(dev.log()).not.toContain("again");
      } finally {
        dev.signalGroup("SIGKILL");
      }
    },
    180_000,
  );
});
