// What the benchmark tables call a contract operation. The app counts its upstream calls by the
// operation's id in the contract's table (OP.<operationId>); BENCHMARKS.md names each by what it
// returns, in the contract's own words (each operation's summary), not a second table of names.
import { OPERATION_BY_ID } from "../lib/contract/operations";

/** An operation counted by its id, by the contract's own name for it (its summary), else the id. */
export function operationName(id: string): string {
  return OPERATION_BY_ID.get(id)?.summary ?? id;
}

/** Calls counted by operation id, keyed by the operations' names instead. */
export function byOperationName(counts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).map(([id, n]) => [operationName(id), n]));
}
