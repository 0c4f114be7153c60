import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { serveBackups } from "./backup-running";
import { askControl } from "./control-socket";

const dirs: string[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  vi.restoreAllMocks();
});

describe("backups of a running app", () => {
  it("a directory whose socket cannot be made: the app serves on without them, and says why", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "sock-"));
    dirs.push(root);
    const deep = path.join(root, "d".repeat(120)); // over the ~107 bytes a socket's path may have
    mkdirSync(deep);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await serveBackups(deep, {})).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[backup\] no backups while running/));
    expect(await askControl(deep, { backup: "/tmp/x.tar" })).toBeUndefined();
    // No socket made anywhere, not at the path cut at 107 bytes either.
    expect(readdirSync(root)).toEqual([path.basename(deep)]);
    expect(readdirSync(deep)).toEqual([]);
  });

  it("a request that does not name the file by an absolute path gets an error, not a backup", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "sock-"));
    dirs.push(dir);
    const server = await serveBackups(dir, {});
    try {
      expect(await askControl(dir, { backup: "relative.tar" })).toEqual({
        ok: false,
        error: "a request names the backup file by its absolute path",
      });
    } finally {
      server?.close();
    }
  });
});
