import type { Db, Row } from "../db/db";

const CHUNK = 5000;

/**
 * Inserts rows with one statement a chunk: the rows travel as one JSON parameter and PostgreSQL
 * unpacks them (json_populate_recordset), which is far faster than a statement a row on PGlite.
 * With `conflict`, existing rows are updated (shared reference data such as squads and persons).
 */
export async function bulkInsert(db: Db, table: string, rows: Row[], conflict?: string[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const list = cols.join(", ");
  let onConflict = "";
  if (conflict) {
    const updates = cols.filter((c) => !conflict.includes(c)).map((c) => `${c} = excluded.${c}`);
    onConflict = ` on conflict (${conflict.join(", ")}) do ${updates.length ? `update set ${updates.join(", ")}` : "nothing"}`;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await db.query(
      `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)${onConflict}`,
      [JSON.stringify(chunk)],
    );
  }
}
