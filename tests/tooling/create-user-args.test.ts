// `npm run create-user` given what it cannot use: the problem and the usage, exit 2, and nothing
// opened or written (a stack trace for a mistyped option used to be all it said); a PostgreSQL server
// out of reach: one line, exit 1.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/app-server";
import { freePort } from "../helpers/free-port";

const dir = mkdtempSync(path.join(tmpdir(), "create-user-args-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const USAGE =
  "usage: npm run create-user -- --email ADDRESS [--role fan|coach|analyst|admin] [--disable] (password from USER_PASSWORD or stdin)";

const run = async (...args: string[]) => runWith({}, ...args);
const runWith = async (env: Record<string, string>, ...args: string[]) => {
  const r = await runCommand(["scripts/create-user.ts", ...args], {
    DATA_DIR: dir,
    USER_PASSWORD: "a-good-password-2026",
    ...env,
  });
  return { code: r.code, lines: r.out.split("\n").filter((l) => l && !l.startsWith("[node]")) };
};

describe("create-user's arguments", () => {
  it("asks for the address it needs", async () => {
    expect(await run()).toEqual({ code: 2, lines: ["email: required (--email ADDRESS)", USAGE] });
  });

  it("answers --help and -h with the usage alone, exit 0", async () => {
    expect(await run("--help")).toEqual({ code: 0, lines: [USAGE] });
    expect(await run("--email", "coach@club.example", "-h")).toEqual({ code: 0, lines: [USAGE] });
    expect(readdirSync(dir)).toEqual([]); // nothing opened
  });

  it("names an option it does not know, and one missing its value", async () => {
    const unknown = await run("--emial", "coach@club.example");
    expect(unknown.code).toBe(2);
    expect(unknown.lines[0]).toMatch(/^Unknown option '--emial'/);
    expect(unknown.lines.at(-1)).toBe(USAGE);
    const bare = await run("--email");
    expect(bare.code).toBe(2);
    expect(bare.lines).toEqual(["Option '--email <value>' argument missing", USAGE]);
  });

  it("names each bad value", async () => {
    expect(await run("--email", "coach", "--role", "boss")).toEqual({
      code: 2,
      lines: [
        "email: email must be an email address",
        "role: role must be one of fan, coach, analyst, admin",
        USAGE,
      ],
    });
    expect(readdirSync(dir)).toEqual([]); // nothing opened
  });

  it("says a PostgreSQL server it cannot reach in one line, without its credentials", async () => {
    const port = await freePort();
    const r = await runWith(
      { DATABASE_URL: `postgres://app:not-shown@127.0.0.1:${port}/footy` },
      "--email",
      "coach@club.example",
    );
    expect(r).toEqual({
      code: 1,
      lines: [
        `No account saved: PostgreSQL at 127.0.0.1:${port}/footy cannot be reached (connect ECONNREFUSED 127.0.0.1:${port})`,
      ],
    });
  });
});
