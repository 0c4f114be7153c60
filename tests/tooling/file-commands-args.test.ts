// `npm run backup`, `restore` and `replay` asked for help, or given an option they do not know where a
// file goes: the usage (exit 0 when asked, 2 when refused), and nothing opened or written. `backup --
// --help` once wrote the whole data directory's backup to a file named "--help".
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/app-server";

const root = mkdtempSync(path.join(tmpdir(), "file-commands-"));
const dataDir = path.join(root, "data");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const USAGE = {
  backup: "usage: npm run backup -- FILE (the backup file to write)",
  restore: "usage: npm run restore -- FILE (a backup file)",
  replay: "usage: npm run replay -- <matchId> [ISO start time] | --clear",
};
type Command = keyof typeof USAGE;

/** The command, on a data directory never made (a relative file would be written in the checkout). */
async function run(command: Command, ...args: string[]) {
  const r = await runCommand([`scripts/${command}.ts`, ...args], { DATA_DIR: dataDir });
  return { code: r.code, lines: r.out.split("\n").filter((l) => l && !l.startsWith("[node]")) };
}

describe("backup, restore and replay's arguments", () => {
  it.each(["backup", "restore", "replay"] as const)("%s: --help gives the usage, exit 0", async (c) => {
    expect(await run(c, "--help")).toEqual({ code: 0, lines: [USAGE[c]] });
  });

  it("backup: -h too, wherever it stands", async () => {
    expect(await run("backup", "copy.tar", "-h")).toEqual({ code: 0, lines: [USAGE.backup] });
  });

  it.each(["backup", "restore"] as const)("%s: a file that is an option is refused, exit 2", async (c) => {
    expect(await run(c, "--out")).toEqual({
      code: 2,
      lines: [
        '--out: not an option this command knows (a file whose name begins with "-": ./--out)',
        USAGE[c],
      ],
    });
  });

  it("wrote nothing, and made no data directory", () => {
    expect(readdirSync(root)).toEqual([]);
    expect(readdirSync(process.cwd()).filter((f) => f.startsWith("-") || f === "copy.tar")).toEqual([]);
  });
});
