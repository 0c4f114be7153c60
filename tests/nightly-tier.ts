// What only the nightly run checks (`npm run test:nightly`: `npm test` with NIGHTLY=1, everything).
// `npm test` (CI on every change) keeps one test of each capability and leaves out the sweeps whose
// cost is in starting the built app many times or driving a crowd: on the 2-core machine they were
// over a third of a run of 29 minutes against a budget of 15 (TESTING.md, "The nightly tier").
// They are not skipped silently: the count prints each file and how many end-to-end tests it left.

/** Set by `npm run test:nightly`. */
export const NIGHTLY = process.env.NIGHTLY === "1";

/** End-to-end tests whose title carries this tag run only at night. */
export const NIGHTLY_TAG = "@nightly";

/** vitest files run only at night, each with why it can wait for the night and what covers it by day. */
export const NIGHTLY_FILES: { file: string; why: string }[] = [
  {
    file: "tests/service/data-dir-restart.test.ts",
    why: "a second whole import of the real data; by day the run's preparation imports it with the same importer and crash-restart restarts on a directory",
  },
  {
    file: "tests/service/backup-restore.test.ts",
    why: "two starts of the built app around a backup; by day lib/data/db/backup-running.test.ts",
  },
  {
    file: "tests/service/backup-postgres.test.ts",
    why: "a PostgreSQL backup and restore through pg_dump; by day the PGlite backup's unit test",
  },
  {
    file: "tests/service/built-config.test.ts",
    why: "a start of the built app to read its memory map; by day every end-to-end test runs on the built app",
  },
];
