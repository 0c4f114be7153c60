// Child process for the start-up measurement: opens the service on DATA_DIR (PGlite on disk, the default
// path) and prints one line `RESULT {json}` once it is ready, then closes it and exits.
import { performance } from "node:perf_hooks";
import { readServiceConfig } from "@/lib/service/config";
import { createService } from "@/lib/service/create-service";

async function main() {
  const loadedAt = performance.now(); // process start → modules loaded (tsx compile included)
  const t0 = Date.now();
  const logs: string[] = [];
  const service = await createService(readServiceConfig(process.env), { log: (m) => logs.push(m) });
  const ms = Date.now() - t0;
  const matches = service.store().matches.size;
  // Resident memory of the ready service (the crowd issue's budget counts it): PGlite's WebAssembly
  // heap is most of it.
  const rssMb = Math.round(process.memoryUsage().rss / 1048576);
  console.log(`RESULT ${JSON.stringify({ ms, loadMs: Math.round(loadedAt), matches, rssMb, logs })}`);
  await service.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
