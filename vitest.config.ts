import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@/": fileURLToPath(new URL("./", import.meta.url)),
      // Next enforces server-only at build time; under vitest the marker has nothing to guard.
      "server-only": fileURLToPath(new URL("./lib/testing/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "app/**/*.test.ts", "components/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: "UTC" },
    pool: "forks",
    globalSetup: ["tests/helpers/postgres-global-setup.ts", "tests/helpers/redis-global-setup.ts"],
  },
});
