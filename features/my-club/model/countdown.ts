// The countdown to a start, as words: coarse far off (days and hours), finer close to it. Pure, so the
// panel ticks it in an effect and the server renders only the start time (no hydration mismatch).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "3 days 4 hours", "2 hours 5 minutes", "under a minute"; "started" once the start has passed. */
export function countdownText(startMs: number, nowMs: number): string {
  const left = startMs - nowMs;
  if (left <= 0) return "started";
  if (left < MINUTE) return "under a minute";
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, "hour")} ${unit(minutes, "minute")}` : unit(hours, "hour");
  return unit(minutes, "minute");
}

/** How long until the text can next change: the next whole minute, so a tick a minute suffices. */
export function msToNextTick(startMs: number, nowMs: number): number {
  const left = startMs - nowMs;
  if (left <= 0) return Infinity;
  return left % MINUTE || MINUTE;
}
