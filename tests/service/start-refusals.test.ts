// Starts the built app cannot make, said so an operator can act on it, exit 1, never an uncaught
// exception's stack nor a process left running with nothing to serve:
// - a bad setting: every bad one named with its value before anything begins (a bad allowance used to
//   start and fail every page with a 500), a secret's never;
// - a port another program holds: held from the start, said before anything else begins; taken while
//   the app starts (after its check), the listen's failure stops it in order, as a signal would.
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

describe.skipIf(!built)("the app's start refused (needs a build: npm run build)", () => {
  it("bad settings: each named with its value, exit 1, nothing begun", async () => {
    const app = await spawnApp(dir, {
      VISITOR_CALLS_BURST: "lots",
      DEMO_PASSWORD: "short",
      WORKER_THREADS: "2",
    }).started;
    const code = await new Promise((r) => app.child.once("exit", r));
    expect(code).toBe(1);
    const said = app.log().replace(/^\[node\].*\n/m, "");
    expect(said).toBe(
      "[app] The settings are not valid (the environment or .env):\n" +
        '  VISITOR_CALLS_BURST: not a number (it is "lots")\n' +
        // (It was a stack trace after the whole start: the accounts are made last.)
        "  DEMO_PASSWORD: password must have at least 10 characters\n",
    );
    const again = await spawnApp(dir, { WORKER_THREADS: "2" }).started;
    expect(await new Promise((r) => again.child.once("exit", r))).toBe(1);
    expect(again.log()).toContain('  WORKER_THREADS must be 0 or 1 (it is "2")\n');
    expect(again.log()).not.toContain("[sds]");
    // On an outside service: the sessions' key too short (never repeated back), the public origin not
    // an address (it made every page's metadata throw, the sitemap answer 500).
    const outside = await spawnApp(dir, {
      SDS_BASE_URL: "http://127.0.0.1:9",
      SDS_CLIENT_ID: "web",
      SDS_CLIENT_SECRET: "outside-secret-0123456789",
      AUTH_SECRET: "tiny-session-key",
      APP_ORIGIN: "footy.example",
    }).started;
    expect(await new Promise((r) => outside.child.once("exit", r))).toBe(1);
    expect(outside.log().replace(/^\[node\].*\n/m, "")).toBe(
      "[app] The settings are not valid (the environment or .env):\n" +
        '  APP_ORIGIN must be an http:// or https:// address (it is "footy.example")\n' +
        "  AUTH_SECRET must be 32 or more random characters\n",
    );
  }, 60_000);

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
