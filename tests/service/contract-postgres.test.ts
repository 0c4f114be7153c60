import { describe, inject, it } from "vitest";
import { contractSuite } from "./contract-suite";
import { startService } from "../helpers/start-service";
import { createTestDatabase } from "../helpers/test-database";

// The same contract against a real PostgreSQL server: the DATABASE_URL path is proven, not assumed.
const url = inject("pgUrl");
if (url) {
  contractSuite("PostgreSQL", async () => {
    const db = await createTestDatabase(url);
    const svc = await startService({ env: { DATABASE_URL: db.url } });
    return { ...svc, close: async () => (await svc.close(), await db.drop()) };
  });
} else {
  describe("contract (PostgreSQL)", () => {
    it("needs a PostgreSQL server (apt-get install postgresql, or set TEST_DATABASE_URL)", () => {
      if (process.env.CI) throw new Error("No PostgreSQL server for the scale-out contract tests");
    });
  });
}
