// What the upstream client counts as it works, behind one small interface: the admin usage page reads
// the totals, the benchmark (app/api/bench/stats) also the calls by operation, which only a bench or
// test run asks for, so that a production request pays for no map look-up it never reads.

export type UpstreamEvent =
  | "requests"
  | "hits"
  | "sharedHits"
  | "stale"
  | "invalid"
  | "timeouts"
  | "refusedVisitors"
  | "refusedUnknownIds";

export type UpstreamStats = Record<UpstreamEvent | "upstreamCalls", number> & {
  /** Calls by contract operation (their ids in the contract's table, or "other"); empty unless counting by operation. */
  callsByOperation: Record<string, number>;
};

export interface UpstreamCounters {
  readonly stats: Readonly<UpstreamStats>;
  /** One more of `event`. */
  add(event: UpstreamEvent): void;
  /** One call made to the service, for operation `operation`. */
  call(operation: string): void;
}

/** Totals of every event; calls by operation too when `byOperation` (the benchmark, tests). */
export function createUpstreamCounters(opts: { byOperation?: boolean } = {}): UpstreamCounters {
  const stats: UpstreamStats = {
    requests: 0,
    upstreamCalls: 0,
    hits: 0,
    sharedHits: 0,
    stale: 0,
    invalid: 0,
    timeouts: 0,
    refusedVisitors: 0,
    refusedUnknownIds: 0,
    callsByOperation: {},
  };
  const byOp = stats.callsByOperation;
  return {
    stats,
    add(event) {
      stats[event]++;
    },
    call: opts.byOperation
      ? (operation) => {
          stats.upstreamCalls++;
          byOp[operation] = (byOp[operation] ?? 0) + 1;
        }
      : () => {
          stats.upstreamCalls++;
        },
  };
}
