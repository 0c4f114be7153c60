// The first start's import of the real data, run by a child process on the service's PGlite
// directory (`importInChild`). Its process exits when done, and with it the memory the import needed:
// PGlite's WebAssembly memory and V8's heap both keep their high-water mark for the life of a process.
import { openDb } from "@/lib/db/open-db";
import { ensureAflData } from "@/lib/service/import/bootstrap-data";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: import-child.ts <DATA_DIR>");
// The app that started this import is gone (where setpriv is missing, nothing else stops this process
// with it): stop at once, mid-transaction, rather than write to a directory the next start may own.
// The import is one transaction, so what it wrote is rolled back; the next start imports again.
process.on("disconnect", () => process.exit(1));
process.channel?.unref(); // the channel alone does not keep this process alive
const t0 = Date.now();
const db = await openDb({ dataDir });
const imported = await ensureAflData(db);
await db.close();
console.log(JSON.stringify({ imported, ms: Date.now() - t0 }));
