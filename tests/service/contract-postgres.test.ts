import { describe, inject } from "vitest";
import { contractSuite } from "./contract-suite";
import { startService } from "../helpers/start-service";
import { createTestDatabase } from "../helpers/test-database";

// The same contract against a real PostgreSQL server: the DATABASE_URL path is proven, not assumed.
const url = inject("pgUrl");
// Without a server the suite is reported skipped, its reason in its name; under CI it runs and fails.
const needs = "needs a PostgreSQL server: apt-get install postgresql, or set TEST_DATABASE_URL";
describe.skipIf(!url && !process.env.CI)(`on PostgreSQL (${needs})`, () => {
  contractSuite("PostgreSQL", async () => {
    if (!url) throw new Error(`No PostgreSQL server for the scale-out contract tests: ${needs}`);
    const db = await createTestDatabase(url);
    const svc = await startService({ env: { DATABASE_URL: db.url } });
    return { ...svc, close: async () => (await svc.close(), await db.drop()) };
  });
});
