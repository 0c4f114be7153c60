// The build takes at most this share of the plan's rate; its calls are also not "critical", so the
// call budget keeps the pages' reserve (a quarter of the burst, a tenth of the day) out of its reach.
const BUILD_SHARE_OF_RATE = 0.5;

/** The gap between two of the build's calls, at its share of the plan's calls a second. */
export const buildGapMs = (ratePerSec: number) => 1000 / (ratePerSec * BUILD_SHARE_OF_RATE);

/**
 * Spaces the build's calls `gapMs` apart: each call waits for its own slot. The slot is taken before
 * sleeping, so that two matches in flight never share one.
 */
export function createPacer(
  gapMs: number,
  now: () => number,
  sleep: (ms: number) => Promise<void>,
): () => Promise<void> {
  let lastCallAt = -Infinity;
  return async () => {
    const at = Math.max(now(), lastCallAt + gapMs);
    lastCallAt = at;
    if (at > now()) await sleep(at - now());
  };
}
