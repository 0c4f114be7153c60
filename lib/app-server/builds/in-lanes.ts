/**
 * `work` for each item, `lanes` at a time, in the items' order of starting. After a failure no lane
 * takes another item, and the failure is told once every lane has ended, so that a resumed build never
 * overlaps this one. Once `stopped` says so (a day's budget spent: fill-quarters.ts) no lane takes
 * another item either, and the run ends when the lanes' current items have.
 */
export async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<void>,
  stopped: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && !stopped() && next < items.length) {
      const item = items[next++];
      try {
        await work(item);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const ends = await Promise.allSettled(Array.from({ length: Math.max(1, lanes) }, lane));
  const failure = ends.find((e) => e.status === "rejected");
  if (failure) throw failure.reason;
}
