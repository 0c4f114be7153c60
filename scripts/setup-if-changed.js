// `npm run setup` (and so `npm run serve`): `npm install` and `next build`, each skipped when what it
// depends on is as it was at its last successful run (scripts/setup-stamps.js). A restart after
// nothing changed starts the app at once instead of reinstalling and rebuilding (24 s here).
// `npm install` and `npm run build` themselves still run unconditionally.
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  BUILD_RECORD,
  decide,
  INSTALL_RECORD,
  packagesHash,
  readRecord,
  runNpm,
  sourcesHash,
  writeRecord,
} from "./setup-stamps.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// `--build-only` (scripts/test-all.sh, `npm test`): the build step alone, skipped as above. `npm test`
// after `npm run serve` in the same checkout then keeps the build the running app serves from: building
// again replaced .next under it, and every page it had not rendered yet answered 500 ("the client
// reference manifest ... does not exist") until it was restarted.
const buildOnly = process.argv.includes("--build-only");
const last = () => ({ install: readRecord(root, INSTALL_RECORD), build: readRecord(root, BUILD_RECORD) });
const now = { packages: packagesHash(root), sources: sourcesHash(root) };
const plan = decide(now, last());
if (buildOnly) plan.install = false;
console.log(buildOnly ? plan.line.replace(/^setup: [^;]*; /, "setup: ") : plan.line);
if (plan.install) {
  runNpm(root, ["install"]);
  // npm may rewrite package-lock.json: the record is of what it left, and the build is judged on it.
  now.packages = packagesHash(root);
  writeRecord(root, INSTALL_RECORD, { packages: now.packages });
}
const build = plan.install ? decide(now, last()) : plan;
if (build.build !== plan.build) console.log(build.line);
if (build.build) {
  runNpm(root, ["run", "build"]);
  writeRecord(root, BUILD_RECORD, { sources: now.sources, packages: now.packages });
}
