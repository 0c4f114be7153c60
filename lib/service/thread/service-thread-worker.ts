// The embedded data service in a thread of its own (service-thread.ts starts it): the service opened
// as server.ts used to open it, answering the main thread's requests on a port the two share
// (port-server.ts) and HTTP on a loopback port of its own (for the app's worker threads), and telling
// the main thread what it must know: the port, the client it registered, what to warm, each data
// change (a replay), and a database dump when a backup asks for one.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { onDataChange } from "@/lib/net/data-changes";
import { warmTargets } from "./warm-targets";
import type { ServiceConfig } from "../config";
import { createService } from "../create-service";
import { quotaSlots } from "../quota-slots";
import type { FromServiceThread, ToServiceThread } from "./messages";
import { seenOnPort, servePort } from "./port-server";

const port = parentPort!;
const { config, requests, quotaMemory } = workerData as {
  config: ServiceConfig;
  requests: MessagePort;
  quotaMemory: SharedArrayBuffer;
};
const post = (m: FromServiceThread, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

try {
  // The data's version: the answers the main thread keeps are those of one version.
  let epoch = 0;
  const service = await createService(config, {
    log: (m) => post({ type: "log", message: m }),
    dbStatus: (status) => post({ type: "db", status }),
    quotaSlots: quotaSlots(quotaMemory),
    finalSeen: seenOnPort(() => epoch),
  });
  service.onStoreChange(() => {
    epoch++;
    requests.postMessage({ t: "forget" });
  });
  servePort(requests, service.handle, { slotOf: service.quotaSlotOf, epoch: () => epoch });
  // Its own loopback port: the app's worker threads (a season build's ~11 MB answers) call it there,
  // never through the main thread. Every request there is its socket's address.
  const server = createServer({ maxHeaderSize: 65_536 }, (req, res) => void service.handle(req, res));
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
        requests.close();
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
      warm: warmTargets(service.store(), Date.now()),
    }),
  );
} catch (err) {
  post({
    type: "failed",
    name: err instanceof Error ? err.name : "Error",
    message: err instanceof Error ? err.message : String(err),
  });
}
