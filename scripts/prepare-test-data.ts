// `npm test`'s first step: the real data imported once for the whole run and dumped to the file named
// on the command line (tests/helpers/prepared-dump.ts). vitest's services and the end-to-end servers
// all start from it (TEST_PREPARED_DUMP), instead of importing again: ~10 s of one core each.
import { writePreparedDump } from "@/tests/helpers/prepared-dump";

const file = process.argv[2];
if (!file) throw new Error("usage: prepare-test-data.ts <file>");
const t0 = Date.now();
await writePreparedDump(file);
console.log(`the real data imported and dumped to ${file} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
