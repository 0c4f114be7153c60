import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";

// Files that start the whole data service, a database server or Redis, or check whole seasons of the
// match engine: the "service" project. Everything else is the "unit" project (`npm run verify`).
export const SERVICE_TESTS = [
  "tests/service/**/*.test.ts",
  "lib/charts/momentum.test.ts",
  "lib/charts/team-comparison.test.ts",
  "lib/service/engine/fidelity.test.ts",
  "lib/service/engine/invariants.test.ts",
  "lib/service/demo/generate-demo-league.test.ts",
  "lib/app-server/page-cache/shared-pages.test.ts",
  "tests/proxy/shared-answers.test.ts",
  "tests/proxy/shared-tokens.test.ts",
];
const UNIT_SHARED = [
  "lib/**/*.test.ts",
  "app/**/*.test.ts",
  "components/**/*.test.ts",
  "features/**/*.test.ts",
];
const UNIT_ISOLATED = ["tests/**/*.test.ts"];
// The nightly tier's files (tests/nightly-tier.json) only under NIGHTLY=1, named or not.
const NIGHTLY_FILES = JSON.parse(
  readFileSync(new URL("./tests/nightly-tier.json", import.meta.url), "utf8"),
) as {
  file: string;
}[];
const LEFT_FOR_THE_NIGHT = process.env.NIGHTLY === "1" ? [] : NIGHTLY_FILES.map((f) => f.file);

export default defineConfig({
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./", import.meta.url)),
      // Next enforces server-only at build time; under vitest the marker has nothing to guard.
      "server-only": fileURLToPath(new URL("./tests/helpers/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: "UTC" },
    // Both cores: vitest's default leaves one free (cpus - 1 = 1 worker here), and most files wait on
    // a real service or database rather than on each other.
    maxWorkers: 2,
    projects: [
      // Pure unit tests share one module graph a worker (threads, no isolation between files): each file
      // re-importing its modules was most of its time (the project: 46 s → 28 s, measured).
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT_SHARED,
          exclude: [...SERVICE_TESTS, ...LEFT_FOR_THE_NIGHT, "**/node_modules/**"],
          pool: "threads",
          isolate: false,
        },
      },
      // The proxy's tests replace modules (vi.mock) and read the environment at import: each file in its
      // own process, as before (sharing the graph failed them, in an order-dependent way).
      {
        extends: true,
        test: {
          name: "unit-isolated",
          include: UNIT_ISOLATED,
          exclude: [...SERVICE_TESTS, ...LEFT_FOR_THE_NIGHT, "**/node_modules/**"],
          pool: "forks",
        },
      },
      {
        extends: true,
        test: {
          name: "service",
          include: SERVICE_TESTS,
          exclude: [...LEFT_FOR_THE_NIGHT, "**/node_modules/**"],
          pool: "forks",
          // A larger young generation: these files allocate answers of megabytes (a season build parses
          // ~11 MB a match), and V8's default 16 MB semi-space promotes and re-collects most of them
          // (the season build 508 → 437 ms a match, measured). The product runs with Node's defaults.
          execArgv: ["--max-semi-space-size=64"],
          globalSetup: [
            "tests/helpers/prepared-data-global-setup.ts",
            "tests/helpers/postgres-global-setup.ts",
            "tests/helpers/redis-global-setup.ts",
          ],
        },
      },
    ],
  },
});
