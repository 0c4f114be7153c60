// A backup of the app's databases: `npm run backup -- FILE` (DATA_DIR as the app's, `.data` by
// default). While the app runs it writes the backup itself (it owns the directory: control socket);
// when nothing runs on the directory this command opens it and writes the backup. One tar file
// (lib/db/backup.ts); `npm run restore -- FILE` loads it into an empty directory. With
// DATABASE_URL (PostgreSQL) it is pg_dump's file, restored into an empty database.
import path from "node:path";
import { holdDataDir, DataDirInUseError } from "@/lib/db/data-dir-lock";
import { backupStopped } from "../lib/db/backup";
import { backupPostgres } from "../lib/db/backup-postgres";
import { askControl } from "../lib/db/control-socket";
import { rmSync } from "node:fs";
import { stopOnSignals } from "../lib/lifecycle/graceful-stop";
import { helpIfAsked, refuseOptionAsFile } from "../lib/lifecycle/command-help";

const USAGE = "usage: npm run backup -- FILE (the backup file to write)";
helpIfAsked(process.argv.slice(2), USAGE);
const target = process.argv[2];
refuseOptionAsFile(target, USAGE);
if (!target) {
  console.error(USAGE);
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const file = path.resolve(target);
const t0 = Date.now();
// Stopped part way (Ctrl-C, SIGTERM): nothing stands as the backup, its part file is removed
// (lib/db/backup.ts writes beside the name and renames), and the directory's lock goes with the
// process. The databases it was reading recover at their next open as from a crash.
stopOnSignals(
  async () => {
    rmSync(`${file}.part`, { force: true });
    console.error(`No backup written: stopped before ${file} was complete.`);
  },
  { name: "backup", log: (m) => console.error(m), code: 1 },
);
const done = (how: string, bytes: number) =>
  console.log(
    `${file}: ${(bytes / 1e6).toFixed(1)} MB, ${how}, in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

if (process.env.DATABASE_URL) {
  // PostgreSQL: pg_dump's snapshot, taken while the instances serve (backup-postgres.ts).
  try {
    done("pg_dump of DATABASE_URL's database", backupPostgres(process.env.DATABASE_URL, file).bytes);
    process.exit(0);
  } catch (err) {
    console.error(`No backup written: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}

try {
  const release = holdDataDir(dataDir);
  try {
    done(`from ${dataDir} (no app running on it)`, (await backupStopped(dataDir, file)).bytes);
  } finally {
    release();
  }
} catch (err) {
  if (!(err instanceof DataDirInUseError)) {
    // Nothing to back up, a file that cannot be written, a directory that does not open: said in a line.
    console.error(`No backup written: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  const answer = await askControl(dataDir, { backup: file });
  if (!answer) {
    console.error(
      `${err.message} It does not take backup requests (its log says why): stop it first, then back up.`,
    );
    process.exit(1);
  }
  if (!answer.ok) {
    console.error(`The app on ${dataDir} could not write the backup: ${answer.error}`);
    process.exit(1);
  }
  done(`written by the app running on ${dataDir} (pid ${err.holder ?? "?"})`, answer.bytes);
}
