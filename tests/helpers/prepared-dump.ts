import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "@/lib/db/migrate";
import { dumpFilledPglite, seedPgliteDir } from "@/lib/db/pglite-db";
import { ensureAflData } from "@/lib/service/import/bootstrap-data";

/**
 * The environment variable naming the run's prepared import: a PGlite dump of the real AFL data
 * (made by `npm test`'s first step or by vitest's global setup). Without it (a bench or script run
 * outside them) a service imports on its own, as a first start does.
 */
export const PREPARED_DUMP_ENV = "TEST_PREPARED_DUMP";

/**
 * The real AFL data as a first start leaves the database (migrated, imported by the product's own
 * importer), dumped by PGlite to `file`: the prepared import every test service of a run starts from.
 * Made by the run's own code, so it is never older than the importer it stands for.
 */
export async function writePreparedDump(file: string): Promise<void> {
  const dump = await dumpFilledPglite(async (db) => {
    await migrate(db);
    await ensureAflData(db);
  });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * The file's bytes as the Blob PGlite's `loadDataDir` takes: PGlite only asks for `arrayBuffer()`,
 * answered with the bytes as read rather than copied into a Blob's store and read back in chunks
 * (1.2 s a start for the ~100 MB dump, against 0.3 s: a test service starts ~40 times a run).
 */
class FileBytes extends Blob {
  readonly #data: Buffer<ArrayBuffer>;
  constructor(data: Buffer<ArrayBuffer>) {
    super([]);
    this.#data = data;
  }
  override get size(): number {
    return this.#data.length;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const b = this.#data;
    const whole = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength;
    return Promise.resolve(whole ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.length));
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.arrayBuffer().then((a) => new Uint8Array(a));
  }
  override text(): Promise<string> {
    return Promise.resolve(this.#data.toString("utf8"));
  }
  // The rest as a plain Blob of the same bytes would answer (copied then: nothing here asks for them).
  override stream() {
    return new Blob([this.#data]).stream();
  }
  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#data]).slice(start, end, type);
  }
}

/** The run's prepared import, when there is one. */
export function preparedDump(): Blob | undefined {
  const file = process.env[PREPARED_DUMP_ENV];
  return file && existsSync(file) ? new FileBytes(readFileSync(file)) : undefined;
}

/**
 * Makes a new data directory's service database from the run's prepared import (a first start then
 * finds it imported); false when there is no prepared import or the directory has a database already.
 */
export async function seedFromPreparedDump(dataDir: string): Promise<boolean> {
  const pgliteDir = path.join(dataDir, "pglite");
  if (existsSync(path.join(pgliteDir, "PG_VERSION"))) return false;
  const dump = preparedDump();
  if (!dump) return false;
  await seedPgliteDir(pgliteDir, dump);
  return true;
}
