/**
 * The last `capacity` items of a sequence numbered 1, 2, 3…: what a viewer who reconnects missed
 * since the number it last saw, or null when that is no longer (or never was) here.
 */
export function createRing<T>(capacity: number) {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity ${capacity}: at least 1`);
  const items: T[] = new Array<T>(capacity);
  let newest = 0; // the number of the last item pushed; 0 before any
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
      if (newest - seq > capacity) return null;
      const out: T[] = [];
      for (let n = seq + 1; n <= newest; n++) out.push(items[n % capacity]);
      return out;
    },
  };
}
export type Ring<T> = ReturnType<typeof createRing<T>>;
