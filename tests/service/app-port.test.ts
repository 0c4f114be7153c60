// The built app on a port another program holds: said in one line, exit 1, never an uncaught
// exception and a process left running with nothing to serve. Held from the start, it is said before
// anything else begins; taken while the app starts (after its check), the listen's failure stops it in
// order, as a signal would.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../helpers/free-port";
import { seedFromPreparedDump } from "../helpers/prepared-dump";
import { appTestDir, spawnApp } from "../helpers/app-server";

const built = existsSync(".next/BUILD_ID");
const dir = appTestDir("app-port");
const held: Server[] = [];
afterAll(() => held.forEach((s) => s.close()));

/** Holds `port` on every address, as another program would. */
async function hold(port: number) {
  const s = createServer();
  held.push(s);
  await new Promise<void>((r) => s.listen(port, r));
}

const inUse = (port: number) =>
  `[app] port ${port} is in use by another program: stop that program, or set PORT to a free port`;

describe.skipIf(!built)("the app on a port in use (needs a build: npm run build)", () => {
  it("held before the start: one line, exit 1, nothing begun", async () => {
    const port = await freePort();
    await hold(port);
    const app = await spawnApp(dir, { PORT: String(port) }).started;
    const code = await new Promise((r) => app.child.once("exit", r));
    expect(code).toBe(1);
    expect(app.log()).toContain(inUse(port));
    expect(app.log()).not.toContain("[sds]");
    expect(app.log()).not.toMatch(/uncaught|EADDRINUSE/i);
  }, 60_000);

  it("taken while it starts: said, stopped in order, exit 1", async () => {
    await seedFromPreparedDump(dir);
    const port = await freePort();
    const app = await spawnApp(dir, { PORT: String(port) }).started;
    // The service is ready before Next is prepared and the port listened on.
    await new Promise<void>((resolve, reject) => {
      const seen = () => app.log().includes("[sds] service ready") && resolve();
      app.child.stdout!.on("data", seen);
      app.child.once("exit", () => reject(new Error(`the app exited first:\n${app.log()}`)));
    });
    await hold(port);
    const code = await new Promise((r) => app.child.once("exit", r));
    expect(app.log(), app.log()).toContain(inUse(port));
    expect(app.log()).toContain("[app] stopping (cannot listen)");
    expect(app.log()).toMatch(/\[app\] stopped in \d+\.\d s\n/);
    expect(app.log()).not.toMatch(/uncaught/i);
    expect(code).toBe(1);
  }, 120_000);
});
