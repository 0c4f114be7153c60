// The data service on its own port, without the web app: for deployments that scale it separately.
// First: the settings files, before any module reads its settings.
import "@/lib/lifecycle/load-env";
import { createServer } from "node:http";
import { serveBackups } from "@/lib/db/backup-running";
import { exitIfDataDirUnreadable } from "@/lib/db/data-dir-error";
import { withFrontDoor } from "@/lib/security/front-door";
import { stopOnSignals } from "@/lib/lifecycle/graceful-stop";
import { beginServerStart, closeServer, listenOrStop, ownsDataDir } from "@/lib/lifecycle/server-start";
import { databaseReadyOrExit } from "@/lib/db/wait-for-database";
import { readServiceConfig } from "./config";
import { createService } from "./create-service";

const port = Number(process.env.PORT ?? 4000);
// A bad setting, a port another program holds or a data directory in use is said now, not after the
// import (lib/lifecycle/server-start.ts).
const { config, releaseDataDir } = await beginServerStart("sds", port, () => readServiceConfig());
// Ctrl-C or SIGTERM at any moment ends it within 10 s (lib/lifecycle/graceful-stop.ts).
const parts: {
  server?: ReturnType<typeof createServer>;
  service?: { close(): Promise<void> };
  backups?: { close(): void } | null;
} = {};
const { stop } = stopOnSignals(
  async (stopping) => {
    if (parts.server) await closeServer(parts.server, stopping, 2_000);
    parts.backups?.close();
    await stopping.upTo("the database", parts.service?.close());
    releaseDataDir();
  },
  { name: "sds" },
);
// A PostgreSQL server still starting is waited for, not a failed start.
await databaseReadyOrExit(config.databaseUrl, "sds");
const service = await createService(config, { log: (m) => console.log(`[sds] ${m}`) }).catch(
  exitIfDataDirUnreadable,
);
parts.service = service;
const server = createServer(
  { maxHeaderSize: 65_536 },
  withFrontDoor((req, res) => void service.handle(req, res)),
);
server.keepAliveTimeout = 65_000;
parts.server = server;
// `npm run backup` while the service runs: it owns the directory, so it dumps its database itself.
parts.backups = ownsDataDir(config)
  ? await serveBackups(config.dataDir, { pglite: async () => service.db })
  : null;
listenOrStop(server, port, "sds", () => console.log(`[sds] listening on http://127.0.0.1:${port}`), stop);
