// Live views poll on the wall clock's beat (every viewer at :00, :15, :30, :45 for a 15 s interval),
// not every N ms from whenever each page loaded. The app's proxy keeps a live answer for the service's
// max-age (5 s): polls spread over the interval would find it expired up to interval / max-age times
// an interval (measured: 2.5–2.75 calls per 15 s for 50 viewers, bench/web-live.ts), while polls on
// the beat all fall inside one max-age, so the first asks the service and the rest share its answer:
// one call an interval however many watch. Viewers whose clocks are off by more than the max-age only
// add their own beat, bounded as before.

// Each tab polls this far after the beat, fixed for the tab, so that a crowd does not arrive in the
// same millisecond; kept well inside the service's 5 s max-age.
const SPREAD_MS = 1_500;
const TAB_OFFSET_MS = Math.floor(Math.random() * SPREAD_MS);
// Never wait less than this: a timer firing a hair early must not poll twice for one beat.
const MIN_WAIT_MS = 1_000;

/** Milliseconds from `nowMs` to this tab's next beat of `periodMs` (beats: multiples since the epoch). */
export function msToNextBeat(periodMs: number, nowMs = Date.now(), offsetMs = TAB_OFFSET_MS): number {
  const ms = periodMs - ((((nowMs - offsetMs) % periodMs) + periodMs) % periodMs);
  return ms < MIN_WAIT_MS ? ms + periodMs : ms;
}

/**
 * A react-query refetchInterval that lands on the beat: react-query re-reads a function interval
 * whenever the query changes (a fetch starting or ending), so each wait runs to the next beat.
 */
export const onTheBeat = (periodMs: number) => () => msToNextBeat(periodMs);
