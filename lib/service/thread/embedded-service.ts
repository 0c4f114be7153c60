import type { DataChange } from "@/lib/net/data-changes";
import type { ServiceConfig } from "../config";
import { createService } from "../create-service";
import { startServiceThread, type ServiceThread } from "./service-thread";
import { warmTargets } from "./warm-targets";

/** The embedded service as server.ts uses it, wherever it runs. */
export type EmbeddedService = Omit<ServiceThread, "port" | "dump" | "counts"> & {
  /** Where the app's server code calls it (SDS_INTERNAL_URL). */
  base: string;
  /** Its database's dump, where the database has one (lib/db/backup-running.ts says when not). */
  dump?: () => Promise<Blob>;
};

/**
 * The embedded service: in a thread of its own (service-thread.ts), or with WORKER_THREADS=0 (no
 * worker threads at all) on the app's own thread, answering on the app's port as it did before it
 * had a thread. The same to server.ts either way.
 */
export async function startEmbeddedService(
  config: ServiceConfig,
  appPort: number,
  on: { log: (m: string) => void; change: (c: DataChange) => void; ended: (code: number) => void },
): Promise<EmbeddedService> {
  if (config.statsWorker) {
    const t = await startServiceThread(config, on);
    return { ...t, base: `http://127.0.0.1:${t.port}` };
  }
  // On this thread the service's data changes reach the app's listeners on the process's one bus.
  const s = await createService(config, { log: on.log });
  return {
    base: `http://127.0.0.1:${appPort}`,
    client: s.client,
    warm: warmTargets(s.store(), Date.now()),
    handle: (req, res) => void s.handle(req, res),
    dump: s.db.dump?.bind(s.db),
    close: () => s.close(),
  };
}
