// The stored entities' descriptions (lib/db/tables.ts) against the schema the migrations make:
// every described column exists with the described type and nullability, and no table has a column
// the description leaves out, so the importer and the loader (both derived from the descriptions)
// cannot drift from the tables. On PGlite; the PostgreSQL contract suite runs the same migrations.
import { describe, expect, it } from "vitest";
import { openDb } from "@/lib/db/open-db";
import { schemaOf } from "@/lib/db/table";
import { DATA_TABLES } from "@/lib/db/tables";

describe("the stored entities' descriptions", () => {
  it("match the tables the migrations make, column for column", async () => {
    const db = await openDb({ dataDir: "memory://" });
    try {
      for (const t of DATA_TABLES) {
        const rows = await db.query<{ column_name: string; data_type: string; is_nullable: string }>(
          "select column_name, data_type, is_nullable from information_schema.columns where table_name = $1",
          [t.name],
        );
        const actual = rows
          .map((r) => ({ column: r.column_name, type: r.data_type, nullable: r.is_nullable === "YES" }))
          .sort((a, b) => a.column.localeCompare(b.column));
        const described = schemaOf(t).sort((a, b) => a.column.localeCompare(b.column));
        expect(actual, t.name).toEqual(described);
      }
    } finally {
      await db.close();
    }
  });
});
