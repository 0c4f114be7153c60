import type { IncomingHttpHeaders } from "node:http";
import type { DataChange } from "@/lib/net/data-changes";
import type { DbStatus } from "@/lib/net/db-status";
import type { PlanName, Tier } from "../auth/clients";
import type { WarmTargets } from "./warm-targets";

// What the main thread and the service's thread say to each other (service-thread.ts and
// service-thread-worker.ts), and, on a port of their own, the service's requests and answers
// (port-client.ts and port-server.ts).

export type FromServiceThread =
  | { type: "ready"; port: number; client: { id: string; secret: string }; warm: WarmTargets }
  | { type: "failed"; name: string; message: string }
  | { type: "log"; message: string }
  | { type: "change"; change: DataChange }
  | { type: "db"; status: DbStatus }
  | { type: "dumped"; id: number; bytes?: ArrayBuffer; error?: string }
  | { type: "closed" };

export type ToServiceThread = { type: "dump"; id: number } | { type: "close" };

/**
 * A request for the service, main thread to service thread: its head (`address` the client's as the
 * front door worked it out), then its body when it has one: whole in `body`, or, with `more`, in
 * `data` messages to an `end`. `abort`: the client went before its answer.
 */
export type ToServicePort =
  | {
      t: "req";
      id: number;
      method: string;
      url: string;
      headers: IncomingHttpHeaders;
      address: string;
      body?: ArrayBuffer;
      more: boolean;
    }
  | { t: "data"; id: number; chunk: ArrayBuffer }
  | { t: "end"; id: number }
  | { t: "abort"; id: number };

/** A final answer's caller as the main thread keeps it, to answer that caller's next asks itself. */
export interface FinalCaller {
  clientId: string;
  tier: Tier;
  plan: PlanName;
  exp: number; // seconds since the epoch
  host: string | undefined; // the Host its token was checked for
  slot: number; // its quota counter's slot (quota-slots.ts)
}

/** A final answer the main thread may send again itself (front-answers.ts). */
export interface FinalAnswer {
  key: string; // the service's cache key: `${tier}|${url}`
  caller: FinalCaller;
  /** The body as made, when the one sent was encoded (the sent one is then its `encoding`). */
  raw?: ArrayBuffer;
  encoding?: string;
}

/**
 * An answer, service thread to main thread: whole (the service writes none in pieces), its body a
 * transferred buffer; `cut` when it was broken off after its head. `forget`: the data changed, so
 * the answers the main thread keeps are no longer the service's.
 */
export type FromServicePort =
  | { t: "res"; id: number; status: number; headers: string[]; body: ArrayBuffer; final?: FinalAnswer }
  | { t: "cut"; id: number }
  | { t: "forget" };
