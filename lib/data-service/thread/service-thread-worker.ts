// The embedded data service in a thread of its own (service-thread.ts starts it): the service opened
// as server.ts used to open it, answering HTTP on a loopback port of its own, and telling the main
// thread what it must know: the port, the client it registered, the pages to warm, each data change
// (a replay), and a database dump when a backup asks for one.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { onDataChange } from "@/lib/net/data-changes";
import { warmPages } from "@/lib/net/warm-up";
import type { ServiceConfig } from "../config";
import { createService } from "../create-service";
import { believeForwarded } from "./forwarded";
import type { FromServiceThread, ToServiceThread } from "./messages";

const port = parentPort!;
const { config, proxyKey } = workerData as { config: ServiceConfig; proxyKey: string };
const post = (m: FromServiceThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

try {
  const service = await createService(config, {
    log: (m) => post({ type: "log", message: m }),
    dbStatus: (status) => post({ type: "db", status }),
  });
  const forwarded = believeForwarded(proxyKey);
  const server = createServer({ maxHeaderSize: 65_536 }, (req, res) => {
    forwarded(req);
    void service.handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  onDataChange((change) => post({ type: "change", change }));
  port.on("message", (m: ToServiceThread) => {
    if (m.type === "dump")
      void (async () => {
        try {
          if (!service.db.dump) throw new Error("the service's database cannot be dumped by this process");
          const bytes = await (await service.db.dump()).arrayBuffer();
          post({ type: "dumped", id: m.id, bytes }, [bytes]);
        } catch (err) {
          post({ type: "dumped", id: m.id, error: err instanceof Error ? err.message : String(err) });
        }
      })();
    if (m.type === "close")
      void (async () => {
        server.close();
        server.closeAllConnections();
        // Said however the close went (a database gone): the app's stop waits for this word.
        await service
          .close()
          .catch((err: unknown) => post({ type: "log", message: `close: ${String(err)}` }));
        post({ type: "closed" });
      })();
  });
  // What the service's start left on this thread's heap, collected before it answers (as the main
  // thread does before it serves; `npm start` has --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  server.listen(0, "127.0.0.1", () =>
    post({
      type: "ready",
      port: (server.address() as AddressInfo).port,
      client: service.client,
      pages: warmPages(service.store(), Date.now()),
    }),
  );
} catch (err) {
  post({
    type: "failed",
    name: err instanceof Error ? err.name : "Error",
    message: err instanceof Error ? err.message : String(err),
  });
}
