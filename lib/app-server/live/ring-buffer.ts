/**
 * The last `capacity` items of a sequence numbered 1, 2, 3…: what a viewer who reconnects missed
 * since the number it last saw, or null when that is no longer (or never was) here.
 */
export function createRing<T>(capacity: number, after = 0) {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity ${capacity}: at least 1`);
  const items: T[] = new Array<T>(capacity);
  // The number of the last item pushed; `after` before any (a ring that carries on another's numbers).
  let newest = after;
  const oldest = after; // nothing at or before this was ever pushed here
  return {
    get newest() {
      return newest;
    },
    /** Adds the next item (number newest + 1), dropping the oldest when full. */
    push(item: T): number {
      newest++;
      items[newest % capacity] = item;
      return newest;
    },
    /**
     * The items after number `seq`, oldest first: [] when `seq` is the newest; null when items after
     * it have been dropped already, or `seq` is past the newest.
     */
    since(seq: number): T[] | null {
      if (!Number.isInteger(seq) || seq < 0 || seq > newest) return null;
      if (newest - seq > capacity || seq < oldest) return null;
      const out: T[] = [];
      for (let n = seq + 1; n <= newest; n++) out.push(items[n % capacity]);
      return out;
    },
  };
}
export type Ring<T> = ReturnType<typeof createRing<T>>;
