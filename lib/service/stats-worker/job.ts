import type { Caller } from "../auth/verify-token";
import { ServiceError } from "../errors";
import type { ServedRequest } from "../handlers";
import type { MatchStoreParts } from "./match-store";
import { OP, type OperationId } from "@/lib/contract/operations";

/**
 * The operations answered in the worker thread (for completed matches): the payload ones, a season
 * build's many filters of a match in one large answer. The player and squad statistics (a page's one filter) stay on the
 * main thread, where the match's events are shared with the other match operations: the worker would generate
 * them a second time (~90 ms a match; the end-to-end suite's match pages took ~70 s more CPU).
 */
export const OFFLOADED: ReadonlySet<OperationId> = new Set([OP.postPlayerStatistics, OP.postSquadStatistics]);

/**
 * The filters a payload must hold to go to the worker. A few cost about what the player statistics GET does, and on the main
 * thread they share the match's events with the other operations; in the worker they were generated a
 * second time (a test asking the player statistics and a one-filter squad statistics POST of every match took twice the CPU). A build asks 25.
 */
export const OFFLOAD_MIN_FILTERS = 5;

/** One answer to compute: the request as the router resolved it, without its endpoint (not data). */
export interface StatsJob {
  request: Pick<ServedRequest, "id" | "params" | "query">;
  caller: Caller;
  path: string;
  body?: unknown;
  nowMs: number;
  /** Which store the parts are from: the worker keeps a match's store (and its events) per version. */
  version: number;
  matchId: number;
  /** The match's corner of the store (a few hundred rows: cheap to send with every job). */
  parts: MatchStoreParts;
}

/** The worker's answer: the answer's JSON bytes. */
export type StatsOut = { bytes: Uint8Array };

/** A ServiceError as plain data, to cross from the worker; other errors keep only their message. */
export function describeError(err: unknown) {
  if (err instanceof ServiceError)
    return {
      status: err.status,
      title: err.title,
      detail: err.message,
      errors: err.errors,
      headers: err.headers,
    };
  return { message: String((err as Error)?.message ?? err) };
}

export function rebuildError(e: unknown): Error {
  const d = e as Partial<{
    status: number;
    title: string;
    detail: string;
    errors: ServiceError["errors"];
    headers: ServiceError["headers"];
    message: string;
  }>;
  if (typeof d.status === "number")
    return new ServiceError(d.status, d.title ?? "", d.detail ?? "", d.errors, d.headers);
  return new Error(d.message ?? "the statistics worker failed");
}
