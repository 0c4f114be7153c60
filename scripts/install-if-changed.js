// `npm run bench` first (`npm run bench:install`): the packages only the benchmarks use (bench/package.json:
// the load generator and Lighthouse), installed into bench/node_modules when there is no record of an
// install there or bench/package.json or its lockfile changed since (scripts/setup-stamps.js). The
// app's own install, which `npm run serve` does, never fetches them.
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  INSTALL_RECORD,
  installStep,
  packagesHash,
  readRecord,
  runNpm,
  writeRecord,
} from "./setup-stamps.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: node scripts/install-if-changed.js <folder with a package.json>");
  process.exit(2);
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", dir);
const step = installStep(packagesHash(root), readRecord(root, INSTALL_RECORD));
console.log(`${dir}: ${step.words}`);
if (step.run) {
  runNpm(root, ["install", "--no-audit", "--no-fund"]);
  writeRecord(root, INSTALL_RECORD, { packages: packagesHash(root) });
}
