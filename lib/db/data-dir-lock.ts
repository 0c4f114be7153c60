import { spawnSync } from "node:child_process";
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from "node:fs";
import path from "node:path";

// One process owns a data directory: PGlite allows one, and two at once corrupt it (a second start
// once served beside the first; another aborted and left a directory that no longer opened). The
// owner holds an OS lock, flock(2), on DATA_DIR/owner.lock for as long as it lives, taken before it
// opens anything there; the kernel releases it when the process ends, however it ends, so a crash
// never leaves a stale lock. Node has no flock: util-linux's flock(1) takes it on the file
// description this process opened and hands down as its fd 3. The lock belongs to that description,
// which stays open here after flock(1) exits, until release() or the end of the process.

const LOCK_FILE = "owner.lock";

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: number | null,
  ) {
    super(
      `${dataDir} is in use by another process${holder ? ` (pid ${holder})` : ""}: one process owns a ` +
        `data directory; stop that one first, or give this one its own DATA_DIR.`,
    );
    this.name = "DataDirInUseError";
  }
}

/**
 * Takes `dataDir` for this process; throws DataDirInUseError naming the holder's pid when another
 * process (or another holder in this one) has it. The returned function gives it back.
 */
export function holdDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  let fd: number;
  try {
    makeDirectory(path.resolve(dataDir));
    // "a+": created when missing, never truncated before the lock is ours (it names the holder).
    fd = openSync(file, "a+");
  } catch (err) {
    throw new Error(
      `Cannot use ${dataDir} as the data directory (DATA_DIR): ${whyNot(err as NodeJS.ErrnoException)}`,
    );
  }
  const r = spawnSync("flock", ["--nonblock", "--exclusive", "3"], {
    stdio: ["ignore", "ignore", "pipe", fd],
  });
  if ((r.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") {
    // No util-linux (not Debian): the app still starts, unguarded, and says so once.
    console.warn(`[data] flock(1) not found: a second process on ${dataDir} cannot be refused`);
    return () => closeSync(fd);
  }
  if (r.error || r.status !== 0) {
    closeSync(fd);
    if (r.error) throw new Error(`Cannot lock ${dataDir}: flock(1) did not run (${r.error.message})`);
    if (r.status !== 1) throw new Error(`Cannot lock ${dataDir}: ${r.stderr.toString().trim()}`);
    throw new DataDirInUseError(dataDir, holderOf(file));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let held = true;
  return () => {
    if (held) closeSync(fd);
    held = false;
  };
}

/**
 * mkdir -p, one level at a time: Node's own recursive mkdir never returns when a level answers ENOENT
 * under a parent that exists (a path under /proc: measured, Node 20), and the start would spin there.
 */
function makeDirectory(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST" && statSync(dir).isDirectory()) return;
    if (code !== "ENOENT" || path.dirname(dir) === dir) throw err;
    makeDirectory(path.dirname(dir)); // throws when the parent cannot be made either
    mkdirSync(dir);
  }
}

/** What an operator can act on, from the error of making or opening the directory. */
function whyNot(err: NodeJS.ErrnoException): string {
  const where = err.path ? ` (${err.path})` : "";
  switch (err.code) {
    case "EEXIST":
    case "ENOTDIR":
      return `a file is in the way, not a directory${where}`;
    case "EACCES":
    case "EPERM":
      return `this user may not write there${where}`;
    case "EROFS":
      return `the file system is read-only${where}`;
    case "ENOENT":
      return `a part of the path is missing, or a link to nothing${where}`;
    default:
      return err.message;
  }
}

function holderOf(file: string): number | null {
  const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * For a command's start: takes the directory, or prints the one line that says who has it and exits
 * non-zero before anything is opened.
 */
export function holdDataDirOrExit(dataDir: string, exitCode = 1): () => void {
  try {
    return holdDataDir(dataDir);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(exitCode);
  }
}
