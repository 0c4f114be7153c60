// The quota's counters in memory two threads share (a SharedArrayBuffer): the embedded service's thread
// owns them (it loads them from the database, moves them to a new day, writes them back), and the app's
// main thread, which answers the service's cached answers itself (thread/front-answers.ts), counts its
// calls on the very same counter, under the same lock, by the same arithmetic (quota.ts takeFrom). So a
// client's calls are counted once each and its rate is one bucket, whichever thread answered them.

/** A client's counts, as quota.ts reads and changes them. */
export interface Counter {
  dayNo: number; // the UTC day the counts belong to, as days since the epoch
  base: number; // requests recorded in the database for that day when loaded
  pending: number; // requests counted here and not yet written
  bucket: number; // rate-limit tokens left
  refilledAt: number;
}

const HEADER_BYTES = 8; // the lock (an int32), padded so the float64s are aligned
/** Clients with a shared counter; any beyond are counted by the service's thread alone. */
export const SLOTS = 1024;

// A slot's fields, float64 each, in this order.
const FIELD_NAMES = ["dayNo", "base", "pending", "bucket", "refilledAt"] as const;

export const createSlotMemory = (slots = SLOTS) =>
  new SharedArrayBuffer(HEADER_BYTES + slots * FIELD_NAMES.length * Float64Array.BYTES_PER_ELEMENT);

/** One slot's fields as a Counter: an accessor a field, on the class's prototype. */
class SlotCounter {
  constructor(
    readonly fields: Float64Array,
    readonly at: number,
  ) {}
}
FIELD_NAMES.forEach((name, i) =>
  Object.defineProperty(SlotCounter.prototype, name, {
    get(this: SlotCounter) {
      return this.fields[this.at + i];
    },
    set(this: SlotCounter, v: number) {
      this.fields[this.at + i] = v;
    },
  }),
);

export interface QuotaSlots {
  /** Takes the slots' lock (both threads change the same counters): held for a few steps only. */
  lock(): void;
  unlock(): void;
  /** Slot `i`'s counter. */
  counter(i: number): Counter;
  size: number;
}

/**
 * The slots in `memory` (createSlotMemory): a lock (a futex-style mutex on Atomics: the critical
 * sections are a few arithmetic steps, so a waiter rarely sleeps) and each slot's counter.
 */
export function quotaSlots(memory: SharedArrayBuffer): QuotaSlots {
  const lockWord = new Int32Array(memory, 0, 1);
  const fields = new Float64Array(memory, HEADER_BYTES);
  const size = Math.floor(fields.length / FIELD_NAMES.length);
  const counters: Counter[] = [];
  // 0 free, 1 held, 2 held with a waiter (Drepper, "Futexes are tricky", mutex 2).
  const lock = () => {
    let c = Atomics.compareExchange(lockWord, 0, 0, 1);
    if (c === 0) return;
    do {
      if (c === 2 || Atomics.compareExchange(lockWord, 0, 1, 2) !== 0) Atomics.wait(lockWord, 0, 2, 5);
    } while ((c = Atomics.compareExchange(lockWord, 0, 0, 2)) !== 0);
  };
  const unlock = () => {
    if (Atomics.sub(lockWord, 0, 1) !== 1) {
      Atomics.store(lockWord, 0, 0);
      Atomics.notify(lockWord, 0, 1);
    }
  };
  return {
    lock,
    unlock,
    counter: (i) => (counters[i] ??= new SlotCounter(fields, i * FIELD_NAMES.length) as unknown as Counter),
    size,
  };
}
