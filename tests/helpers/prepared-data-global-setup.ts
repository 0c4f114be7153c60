import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PREPARED_DUMP_ENV, writePreparedDump } from "./prepared-dump";

// One import of the real AFL data for the whole run, dumped once to a file (prepared-dump.ts). Every
// service a test starts (tests/helpers/start-service.ts) loads that file, ~1 s, instead of importing
// again, ~8 s: twenty test files saved ~2.5 minutes of the run. `npm test` makes the dump before this
// (scripts/prepare-test-data.ts) for the end-to-end servers too, and this setup then has nothing to do.
export default async function setup() {
  if (process.env[PREPARED_DUMP_ENV]) return; // a caller prepared one already
  const dir = mkdtempSync(path.join(tmpdir(), "sds-prepared-"));
  const file = path.join(dir, "afl.tar");
  await writePreparedDump(file);
  // Test workers are started after the global setups and inherit this environment.
  process.env[PREPARED_DUMP_ENV] = file;
  return () => {
    delete process.env[PREPARED_DUMP_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
