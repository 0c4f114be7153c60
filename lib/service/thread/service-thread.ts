import { pathToFileURL } from "node:url";
import { MessageChannel, Worker } from "node:worker_threads";
import type { DataChange } from "@/lib/net/data-changes";
import { reportDbStatus } from "@/lib/net/db-status";
import { serveInProcess } from "@/lib/net/http-exchange";
import { workerFiles } from "@/lib/net/worker-thread";
import type { ServiceConfig } from "../config";
import { createSlotMemory, quotaSlots } from "../quota-slots";
import { createFrontAnswers } from "./front-answers";
import type { FromServiceThread, ToServiceThread } from "./messages";
import type { WarmTargets } from "./warm-targets";
import { portClient, type PortClient } from "./port-client";
import { WORKER_ENTRIES } from "@/lib/net/server-bundle";
import { stopSignal } from "@/lib/lifecycle/stopping";

// The embedded data service in a thread of its own (service-thread-worker.ts). On one thread, the
// service's work (its answers, its database) and the app's (pages, builds, the upstream client reading
// those answers) took turns on one core while the other stood idle, and each held the other's event
// loop: a fresh install's records build (~17,000 calls) had both halves of every call on one thread.
// The main thread reaches it over a port of their own (port-client.ts, port-server.ts): the service's
// paths on the app's port (outside clients: /v1, /oauth/token, /openapi), with the address the app's
// front door worked out for them (for the token endpoint's throttle), and the app's own calls from the
// main thread (lib/net/http-exchange.ts serveInProcess), each a message and an answer, no socket; the
// final answers it has sent once, the main thread sends again itself (front-answers.ts). The app's
// worker threads call it on its own loopback port.

export interface ServiceThread {
  /** The service's own loopback port. */
  port: number;
  /** The client it registered for the app. */
  client: { id: string; secret: string };
  /** What the app's warm-up begins with (warm-targets.ts, at the service's start). */
  warm: WarmTargets;
  /** Answers a request for one of the service's paths (behind the front door, `lean`). */
  handle: PortClient["handle"];
  /** Its database's dump (a backup while the app runs). */
  dump(): Promise<Blob>;
  /** Requests waiting for the thread's answer, and final answers the main thread keeps (for tests). */
  counts(): { waiting: number; kept: number };
  close(): Promise<void>;
}

/** Said when the service could not start, with the name of what it threw (DataDirUnreadableError…). */
export class ServiceThreadError extends Error {
  constructor(
    readonly kind: string,
    message: string,
  ) {
    super(message);
    this.name = "ServiceThreadError";
  }
}

const ENTRY = WORKER_ENTRIES.serviceThread;

/** The thread, the port its requests cross, and the quota memory the two share (quota-slots.ts). */
function threadAndPort(config: ServiceConfig) {
  const files = workerFiles(ENTRY);
  const requests = new MessageChannel();
  const quotaMemory = createSlotMemory();
  const worker = new Worker(files.boot, {
    workerData: { entry: pathToFileURL(files.entry).href, config, requests: requests.port2, quotaMemory },
    transferList: [requests.port2],
  });
  const front = createFrontAnswers(quotaSlots(quotaMemory));
  return { worker, front, client: portClient(requests.port1, front) };
}

export function startServiceThread(
  config: ServiceConfig,
  on: { log: (m: string) => void; change: (c: DataChange) => void; ended: (code: number) => void },
): Promise<ServiceThread> {
  const { worker, front, client } = threadAndPort(config);
  let origin: string | undefined;
  const dumps = new Map<number, { resolve: (b: Blob) => void; reject: (e: Error) => void }>();
  let nextDump = 0;
  let closed: (() => void) | undefined;
  let ready = false;
  const send = (m: ToServiceThread) => worker.postMessage(m);
  return new Promise((resolve, reject) => {
    endOnStopDuringStart(worker, () => ready, reject);
    worker.on("error", (err) => {
      if (!ready) return reject(err);
      on.log(`the service's thread failed: ${err.stack ?? err.message}`);
    });
    worker.on("exit", (code) => {
      reject(new ServiceThreadError("Exit", `the data service's thread ended (code ${code})`));
      if (origin) serveInProcess(origin, null);
      client.close(`The data service did not answer (its thread ended, code ${code}).`);
      for (const d of dumps.values()) d.reject(new Error("the data service's thread ended"));
      if (closed) return closed();
      // Ended unasked: the app without its service would answer nothing but errors. Said, and
      // handed to whatever restarts the app (as a crash of the one thread was before).
      if (ready) on.ended(code);
    });
    worker.on("message", (m: FromServiceThread) => {
      switch (m.type) {
        case "log":
          return on.log(m.message);
        case "change":
          return on.change(m.change);
        case "db":
          return reportDbStatus("service", m.status);
        case "failed":
          return reject(new ServiceThreadError(m.name, m.message));
        case "dumped": {
          const d = dumps.get(m.id);
          dumps.delete(m.id);
          if (m.bytes) d?.resolve(new Blob([m.bytes]));
          else d?.reject(new Error(m.error ?? "no dump"));
          return;
        }
        case "closed":
          return closed?.();
        case "ready": {
          ready = true;
          // The app's own calls from this thread to the service's address go over the port.
          origin = `http://127.0.0.1:${m.port}`;
          serveInProcess(origin, client.exchange);
          return resolve({
            port: m.port,
            client: m.client,
            warm: m.warm,
            handle: client.handle,
            counts: () => ({ waiting: client.waiting, kept: front.size }),
            dump: () =>
              new Promise<Blob>((ok, fail) => {
                const id = nextDump++;
                dumps.set(id, { resolve: ok, reject: fail });
                send({ type: "dump", id });
              }),
            close: () =>
              new Promise<void>((done) => {
                closed = () => {
                  closed = () => {};
                  if (origin) serveInProcess(origin, null);
                  client.close("The data service has stopped.");
                  void worker.terminate().then(() => done());
                };
                send({ type: "close" });
              }),
          });
        }
      }
    });
  });
}

/**
 * A stop during the start (its import can take a minute on a first start) ends the thread there: its
 * database recovers at the next start as from a crash.
 */
function endOnStopDuringStart(worker: Worker, started: () => boolean, fail: (err: Error) => void) {
  const stopped = () => {
    if (started()) return;
    void worker.terminate();
    fail(new ServiceThreadError("Stopped", "the app was stopped while its data service was starting"));
  };
  if (stopSignal().aborted) stopped();
  else stopSignal().addEventListener("abort", stopped, { once: true });
}
