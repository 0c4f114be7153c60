/**
 * The best `n` of many candidates in `order` (which ranks by `value`, highest first, then breaks ties)
 * without sorting them all: a candidate below the n-th best value so far is not kept (`admits` says so
 * before one is made), and the kept ones are cut back to n whenever they pass 4n. Ties with the n-th are
 * kept, so the result is what sorting every candidate and taking n would give. The records pages rank
 * ~34,000 scores and ~135,000 quarters a view: sorting them all held the event loop ~100 ms a render.
 */
export function createTopN<T>(n: number, value: (t: T) => number, order: (a: T, b: T) => number) {
  let kept: T[] = [];
  let floor = -Infinity; // the n-th best value so far, once there are n
  return {
    admits: (v: number) => n > 0 && v >= floor,
    offer(t: T) {
      if (n <= 0 || value(t) < floor) return;
      kept.push(t);
      if (kept.length > 4 * n) {
        kept = kept.sort(order).slice(0, n);
        floor = value(kept[n - 1]);
      }
    },
    best: (): T[] => kept.sort(order).slice(0, Math.max(0, n)),
  };
}
