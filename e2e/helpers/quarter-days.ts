/**
 * The e2e server's daily budget of calls for the records' quarter-scores build
 * (HISTORY_QUARTER_CALLS_A_DAY in playwright.config.ts's webServer command).
 */
export const QUARTER_CALLS_A_DAY = 300;

const DAY_MS = 86_400_000;
const ENV = "E2E_QUARTERS_AT_PAUSE";

/** The records page's quarter status in its HTML or text: matches read, and the day it carries on. */
export function quarterPause(html: string): { read: number; until: string } | null {
  const text = html.replace(/<!-- -->/g, "");
  const read = /Quarter scores: ([\d,]+) of [\d,]+ matches read/.exec(text);
  const until = /a visit from (\d{4}-\d{2}-\d{2}), 00:00 UTC/.exec(text);
  return read && until ? { read: Number(read[1].replace(/,/g, "")), until: until[1] } : null;
}

interface SetupPause {
  read: number;
  until: string;
  /** The UTC day the global setup asked for the build. */
  begun: string;
}

/**
 * Kept by the global setup (its environment reaches every worker): where the build paused for the
 * day before the first test, begun at `begunAt` (ms). The run may cross a UTC midnight after it, and
 * a visit on the new day rightly spends that day's budget too.
 */
export function rememberQuarterPause(html: string, begunAt: number): void {
  const at = quarterPause(html);
  if (!at) throw new Error("the records page shows no paused quarter-scores build");
  const pause: SetupPause = { ...at, begun: new Date(begunAt).toISOString().slice(0, 10) };
  process.env[ENV] = JSON.stringify(pause);
}

/** The global setup's pause (rememberQuarterPause). */
export function setupQuarterPause(): SetupPause {
  const raw = process.env[ENV];
  if (!raw) throw new Error(`${ENV} is not set: the global setup did not see the build pause`);
  return JSON.parse(raw) as SetupPause;
}

/** Whole UTC days from one day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/**
 * Matches the build has read once it has paused again until `until` (the day the page now names):
 * what it had read at the global setup's pause, and a whole day's budget for each UTC day since.
 */
export function quartersReadBy(until: string): number {
  const at = setupQuarterPause();
  return at.read + daysBetween(at.until, until) * QUARTER_CALLS_A_DAY;
}
