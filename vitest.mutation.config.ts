import { defineConfig } from "vitest/config";
import base from "./vitest.config";

// The tests Stryker runs against each mutant (`npm run test:mutation`): the fast unit tests and the
// proxy's tests against its stand-in. The whole-service suites (tests/service: every real match over
// HTTP, minutes each), the match engine's whole-season checks (fidelity, invariants, the demo league:
// tens of seconds each, run for every mutant they cover) and the Redis/PostgreSQL scale-out tests stay
// in `npm test`; the mutated modules are pinned by unit tests of their own.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One set of files, not npm test's unit and service projects.
    projects: undefined,
    include: [
      "lib/**/*.test.ts",
      "features/**/*.test.ts",
      "tests/proxy/*.test.ts",
      "tests/front/action-arguments.test.ts",
      "tests/front/front-door.test.ts",
    ],
    exclude: [
      "tests/proxy/shared-tokens.test.ts",
      "lib/service/engine/fidelity.test.ts",
      "lib/service/engine/invariants.test.ts",
      "lib/service/demo/generate-demo-league.test.ts",
      "**/node_modules/**",
    ],
    globalSetup: [],
  },
});
