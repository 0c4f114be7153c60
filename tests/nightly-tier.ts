// What only the nightly run checks (`npm run test:nightly`: `npm test` with NIGHTLY=1, everything).
// `npm test` (CI on every change) keeps one test of each capability and leaves out the sweeps whose
// cost is in starting the built app many times or driving a crowd, so that it fits the suite's budget
// (TESTING.md, "The nightly tier"). Nothing is skipped silently: the count prints each file and how
// many end-to-end tests it left. The files are listed in nightly-tier.json, which vitest.config.ts
// reads too (its loader takes no extensionless TypeScript import). Read, not imported: Playwright's
// ESM loader refuses a JSON import that has no `with { type: "json" }` attribute.
import { readFileSync } from "node:fs";

/** Set by `npm run test:nightly`. */
export const NIGHTLY = process.env.NIGHTLY === "1";

/** End-to-end tests whose title carries this tag run only at night. */
export const NIGHTLY_TAG = "@nightly";

/** vitest files run only at night, each with why it can wait for the night and what covers it by day. */
export const NIGHTLY_FILES: { file: string; why: string }[] = JSON.parse(
  readFileSync(new URL("./nightly-tier.json", import.meta.url), "utf8"),
);
