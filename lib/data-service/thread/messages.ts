import type { DataChange } from "@/lib/net/data-changes";
import type { DbStatus } from "@/lib/net/db-status";

// What the main thread and the service's thread say to each other (service-thread.ts and
// service-thread-worker.ts).

/** The header by which the main thread's pass-through shows its requests' addresses can be believed. */
export const PROXY_KEY_HEADER = "x-footy-service-proxy";

export type FromServiceThread =
  | { type: "ready"; port: number; client: { id: string; secret: string }; pages: string[] }
  | { type: "failed"; name: string; message: string }
  | { type: "log"; message: string }
  | { type: "change"; change: DataChange }
  | { type: "db"; status: DbStatus }
  | { type: "dumped"; id: number; bytes?: ArrayBuffer; error?: string }
  | { type: "closed" };

export type ToServiceThread = { type: "dump"; id: number } | { type: "close" };
