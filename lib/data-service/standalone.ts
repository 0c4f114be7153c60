// The data service on its own port, without the web app: for deployments that scale it separately.
import { createServer } from "node:http";
import { holdDataDirOrExit } from "@/lib/data/db/data-dir-lock";
import { serveBackups } from "@/lib/data/db/backup-running";
import { exitIfDataDirUnreadable } from "@/lib/data/db/data-dir-error";
import { withFrontDoor } from "@/lib/security/front-door";
import { readServiceConfig } from "./config";
import { createService } from "./create-service";

const config = readServiceConfig();
// Its PGlite directory is this process's before it is opened (lib/data/db/data-dir-lock.ts).
const releaseDataDir =
  config.databaseUrl || config.dataDir.startsWith("memory://") ? () => {} : holdDataDirOrExit(config.dataDir);
const service = await createService(config, { log: (m) => console.log(`[sds] ${m}`) }).catch(
  exitIfDataDirUnreadable,
);
const server = createServer(
  { maxHeaderSize: 65_536 },
  withFrontDoor((req, res) => void service.handle(req, res)),
);
server.keepAliveTimeout = 65_000;
// `npm run backup` while the service runs: it owns the directory, so it dumps its database itself.
const backups =
  config.databaseUrl || config.dataDir.startsWith("memory://")
    ? null
    : await serveBackups(config.dataDir, { pglite: async () => service.db });
const port = Number(process.env.PORT ?? 4000);
server.listen(port, () => console.log(`[sds] listening on http://127.0.0.1:${port}`));
const stop = async () => {
  server.close();
  backups?.close();
  await service.close();
  releaseDataDir();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
