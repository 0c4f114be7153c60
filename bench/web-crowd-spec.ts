// What the crowd benchmark (bench/web-crowd.ts) measures, its targets, and the shape of its results.

export const CROWD = { connections: 200, durationS: 60, timeoutS: 10, pairS: 10, madeUp: 1_000, seed: 11 };
export const CROWD_TARGETS = { p99Ms: 1_000, ladderVsStatic: 0.5, madeUpCalls: 20 };
/**
 * The public pages of issue 25's crowd (a completed season, 2024 = season 62: its ladder, its fixture
 * of one round, Richmond's squad; the grand final's summary) and a proxied ladder.
 */
export const CROWD_PATHS = [
  "/",
  "/glossary",
  "/seasons/62/ladder",
  "/seasons/62/fixture?round=3",
  "/seasons/62/squads/120",
  "/matches/2024216",
  "/api/sds/leagues/1/levels/1/seasons/62/ladder",
];
// A page drawn from no data, for reference: rendered on every request until 2026-11-29 (114 a second
// at 200 connections, 86 requests past 10 s), kept since as a data-free page (DATA_FREE_PAGE_ROUTES).
export const RENDERED = "/about";

export interface CrowdPath {
  path: string;
  connections: number;
  bytes: number; // body bytes of one warm answer
  cache: string; // the cache header of the warm answer before the crowd, then of one after it
  responses: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

export interface Pair {
  path: string;
  bytes: number;
  runs: { rps: number; p50: number; p99: number; non2xx: number; errors: number; timeouts: number }[];
}

export interface CrowdResults {
  date: string;
  loadAverage: number[]; // 1, 5 and 15 minutes, when the run began
  loadAverageAfterCrowd?: number[];
  cores: number;
  startMs: number[];
  warmedS?: number | null; // until the warm-up's builds were kept (null: not within the bench's wait)
  settleS?: number; // waited after the warm-up for the app's background work (the known-ids index)
  settled?: boolean;
  warmCalls?: number; // upstream calls of the warm-up and the app's background work before the crowd
  rssBefore?: { pid: number; kb: number; groupKb: number };
  rssAfter?: { pid: number; kb: number; groupKb: number };
  paths: CrowdPath[];
  overall?: {
    responses: number;
    seconds: number;
    rps: number;
    p50: number;
    p99: number;
    p999: number;
    max: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  crowdUpstreamCalls?: number;
  crowdCallsByOperation?: Record<string, number>;
  appCpu?: number; // cores the app's processes used during the crowd
  generatorCpu?: number; // cores this process (autocannon) used during the crowd
  pairs: Pair[];
  madeUp?: {
    requests: number;
    byKind: { kind: string; statuses: Record<string, number> }[];
    upstreamCalls: number;
    byOperation: Record<string, number>;
    ms: number;
    /**
     * Only when the target is missed: the listed seasons whose fixture or squads the proxy does not
     * answer 200 (the index of known ids reads both for every listed season), with their statuses.
     */
    notIndexable?: string[];
  };
  errors: string[];
  elapsedS: number;
}
