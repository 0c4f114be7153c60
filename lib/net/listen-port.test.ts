import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@/tests/helpers/free-port";
import { listenOrSay, listenProblem, portProblem } from "./listen-port";

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A server of this test's holding `port` on every address, as another program would. */
async function hold(port: number) {
  const s = createServer();
  open.push(s);
  await new Promise<void>((r) => s.listen(port, r));
}

describe("portProblem", () => {
  it("is null for a free port, and leaves it free", async () => {
    const port = await freePort();
    expect(await portProblem(port)).toBeNull();
    await hold(port); // the probe closed it: the port can be had
  });

  it("names a port another program holds, and what to do", async () => {
    const port = await freePort();
    await hold(port);
    expect(await portProblem(port)).toBe(
      `port ${port} is in use by another program: stop that program, or set PORT to a free port`,
    );
  });
});

describe("listenOrSay", () => {
  it("says why it cannot listen, once, and never calls ready", async () => {
    const port = await freePort();
    await hold(port);
    const server = createServer();
    open.push(server);
    const said = await new Promise<string>((resolve, reject) =>
      listenOrSay(server, port, () => reject(new Error("ready on a port in use")), resolve),
    );
    expect(said).toMatch(new RegExp(`^port ${port} is in use by another program`));
    expect(server.listening).toBe(false);
  });

  it("calls ready once it listens, and a later error is not taken for a failed listen", async () => {
    const port = await freePort();
    const server = createServer();
    open.push(server);
    const failed: string[] = [];
    await new Promise<void>((resolve) => listenOrSay(server, port, resolve, (l) => failed.push(l)));
    expect(server.listening).toBe(true);
    expect(server.listenerCount("error")).toBe(0);
    expect(failed).toEqual([]);
  });
});

describe("listenProblem", () => {
  const err = (code: string, message = code) => Object.assign(new Error(message), { code });

  it("says a port below 1024 needs privileges", () => {
    expect(listenProblem(err("EACCES"), 80)).toBe(
      "port 80 needs privileges this user does not have: set PORT to 1024 or above (a proxy can listen on 80)",
    );
  });

  it("passes anything else on with the port", () => {
    expect(listenProblem(err("EADDRNOTAVAIL", "listen EADDRNOTAVAIL"), 4000)).toBe(
      "cannot listen on port 4000: listen EADDRNOTAVAIL",
    );
  });
});
