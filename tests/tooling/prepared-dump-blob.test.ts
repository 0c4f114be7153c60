import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { PREPARED_DUMP_ENV, preparedDump } from "../helpers/prepared-dump";

// The prepared dump is handed to PGlite as its bytes read (prepared-dump.ts), not a Blob's copy: it
// must still answer every Blob method as a Blob of those bytes would.
const dir = mkdtempSync(path.join(tmpdir(), "dump-blob-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** preparedDump() with the run's variable naming `file`, the variable as it was afterwards. */
function dumpOf(file: string) {
  const before = process.env[PREPARED_DUMP_ENV];
  process.env[PREPARED_DUMP_ENV] = file;
  try {
    return preparedDump();
  } finally {
    if (before === undefined) delete process.env[PREPARED_DUMP_ENV];
    else process.env[PREPARED_DUMP_ENV] = before;
  }
}

it("answers as a Blob of the file's bytes", async () => {
  const file = path.join(dir, "dump.tar");
  writeFileSync(file, "hello, world ✓");
  const blob = dumpOf(file)!;
  const plain = new Blob(["hello, world ✓"]);
  expect(blob).toBeInstanceOf(Blob);
  expect(blob.size).toBe(plain.size);
  expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array(await plain.arrayBuffer()));
  expect(await blob.bytes()).toEqual(await plain.bytes());
  expect(await blob.text()).toBe("hello, world ✓");
  expect(await blob.slice(7, 12).text()).toBe("world");
  expect(await new Response(blob.stream()).text()).toBe("hello, world ✓");
});

it("is none when the run has no prepared dump", () => {
  expect(dumpOf(path.join(dir, "missing.tar"))).toBeUndefined();
});
