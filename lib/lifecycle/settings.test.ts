import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { readServiceConfig } from "@/lib/service/config";
import { checkAppSettings } from "@/lib/app-server/env";
import { liveConfig } from "@/lib/app-server/live/live-config";
import { SettingsError, settingsOrExit, settingsProblems } from "./settings";

const problemsOf = (read: () => unknown) => {
  try {
    read();
  } catch (err) {
    if (err instanceof SettingsError) return err.problems;
    throw err;
  }
  return [];
};

describe("settingsProblems", () => {
  const schema = z.object({
    PORT: z.coerce.number().int().min(0),
    SDS_CLIENT_SECRET: z.string().min(8),
    DATABASE_URL: z.url(),
    MODE: z.enum(["0", "1"], "MODE must be 0 or 1"),
    NEEDED: z.string(),
  });
  const env = {
    PORT: "abc",
    SDS_CLIENT_SECRET: "hunter2",
    DATABASE_URL: "postgres//user:pw@db",
    MODE: "2",
  };
  const lines = settingsProblems(schema.safeParse(env).error!, env);

  it("names each variable with what is wrong and the value it has", () => {
    expect(lines).toContain('PORT: not a number (it is "abc")');
    expect(lines).toContain('MODE must be 0 or 1 (it is "2")');
    expect(lines).toContain("NEEDED: required, and not set");
  });

  it("never repeats a secret's or an address's value", () => {
    const secret = lines.find((l) => l.startsWith("SDS_CLIENT_SECRET"));
    const url = lines.find((l) => l.startsWith("DATABASE_URL"));
    expect(secret).toMatch(/^SDS_CLIENT_SECRET: Too small/);
    expect(url).toMatch(/^DATABASE_URL: /);
    expect(lines.join("\n")).not.toContain("hunter2");
    expect(lines.join("\n")).not.toContain("user:pw");
  });

  it("says a fraction is not a whole number", () => {
    const r = schema.pick({ PORT: true }).safeParse({ PORT: "1.5" });
    expect(settingsProblems(r.error!, { PORT: "1.5" })).toEqual(['PORT: not a whole number (it is "1.5")']);
  });
});

describe("the programs' settings", () => {
  it("the service's: every bad one at once, and a client half given", () => {
    expect(problemsOf(() => readServiceConfig({ PORT: "70000", WORKER_THREADS: "2" }))).toEqual([
      'PORT: Too big: expected number to be <=65535 (it is "70000")',
      'WORKER_THREADS must be 0 or 1 (it is "2")',
    ]);
    expect(problemsOf(() => readServiceConfig({ SDS_CLIENT_ID: "web" }))).toEqual([
      "SDS_CLIENT_ID, SDS_CLIENT_SECRET: set both, or neither",
    ]);
  });

  it("the app's: its allowances and timeouts; the client only for an outside service", () => {
    expect(problemsOf(() => checkAppSettings({ VISITOR_CALLS_BURST: "lots" }, true))).toEqual([
      'VISITOR_CALLS_BURST: not a number (it is "lots")',
    ]);
    expect(problemsOf(() => checkAppSettings({}, true))).toEqual([]);
    expect(problemsOf(() => checkAppSettings({ SDS_BASE_URL: "https://sds.example" }, false))).toEqual([
      "SDS_CLIENT_ID: required, and not set",
      "SDS_CLIENT_SECRET: required, and not set",
      "AUTH_SECRET: required, and not set",
    ]);
  });

  it("the sessions' key: 32 characters or more, never repeated back; made when the service is embedded", () => {
    const short = "a-key-of-22-characters";
    expect(problemsOf(() => checkAppSettings({ AUTH_SECRET: short }, true))).toEqual([
      "AUTH_SECRET must be 32 or more random characters",
    ]);
    const outside = { SDS_BASE_URL: "https://sds.example", SDS_CLIENT_ID: "web", SDS_CLIENT_SECRET: "s" };
    expect(problemsOf(() => checkAppSettings({ ...outside, AUTH_SECRET: "x".repeat(32) }, false))).toEqual(
      [],
    );
    expect(problemsOf(() => checkAppSettings({}, true))).toEqual([]);
  });

  it("the demo accounts' password: as any account's, never repeated back", () => {
    expect(problemsOf(() => checkAppSettings({ DEMO_PASSWORD: "short" }, true))).toEqual([
      "DEMO_PASSWORD: password must have at least 10 characters",
    ]);
    expect(problemsOf(() => checkAppSettings({ DEMO_PASSWORD: "long-enough-1" }, true))).toEqual([]);
  });

  it("the app's public origin: an http or https address", () => {
    expect(problemsOf(() => checkAppSettings({ APP_ORIGIN: "footy.example" }, true))).toEqual([
      'APP_ORIGIN must be an http:// or https:// address (it is "footy.example")',
    ]);
    expect(problemsOf(() => checkAppSettings({ APP_ORIGIN: "ftp://footy.example" }, true))).toHaveLength(1);
    expect(problemsOf(() => checkAppSettings({ APP_ORIGIN: "https://footy.example" }, true))).toEqual([]);
  });

  it("the app's live streams': checked at start with the rest, each bad one named", () => {
    expect(
      problemsOf(() =>
        checkAppSettings({ LIVE_HEARTBEAT_MS: "often", LIVE_LINGER_MS: "10", SDS_TIMEOUT_MS: "5" }, true),
      ),
    ).toEqual([
      'SDS_TIMEOUT_MS: Too small: expected number to be >=100 (it is "5")',
      'LIVE_HEARTBEAT_MS: not a number (it is "often")',
      'LIVE_LINGER_MS: Too small: expected number to be >=1000 (it is "10")',
    ]);
    expect(problemsOf(() => liveConfig({ LIVE_LINGER_MS: "10" }))).toEqual([
      'LIVE_LINGER_MS: Too small: expected number to be >=1000 (it is "10")',
    ]);
    expect(liveConfig({ LIVE_LINGER_MS: "5000" }).lingerMs).toBe(5_000);
    expect(liveConfig({}).lingerMs).toBe(60_000);
  });
});

describe("settingsOrExit", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the problems under the program's name and ends with 1, without a stack", () => {
    const said: string[] = [];
    vi.spyOn(console, "error").mockImplementation((m: string) => void said.push(m));
    const exit = vi.spyOn(process, "exit").mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    expect(() =>
      settingsOrExit("app", () => {
        throw new SettingsError(["PORT: not a number"]);
      }),
    ).toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(said).toEqual([
      "[app] The settings are not valid (the environment or .env):\n  PORT: not a number",
    ]);
  });

  it("passes a good reading through, and throws anything else on", () => {
    expect(settingsOrExit("app", () => 42)).toBe(42);
    expect(() =>
      settingsOrExit("app", () => {
        throw new TypeError("a bug");
      }),
    ).toThrow("a bug");
  });
});
