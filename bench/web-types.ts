// The web benchmarks' result types, in one leaf module: the benches produce them, the report writers
// (web-report.ts, web-match-report.ts) turn them into BENCHMARKS.md's tables, and neither side imports
// the other.

export interface WebLoad {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  busy: number; // plain: event-loop utilisation; the app: CPU of its processes, share of one core
}

export interface WebOp {
  name: string;
  path: string;
  bytes: number;
  plain: WebLoad;
  handler: WebLoad;
  proxy: WebLoad;
  proxyRequests: number; // upstream client counters during the proxy's load
  proxyHits: number;
  proxyUpstreamCalls: number;
}

export interface View {
  status: number;
  ms: number;
  htmlBytes: number;
  reads: number; // upstream.get calls: the page's data reads after React's per-request dedupe
  upstreamCalls: number; // HTTP calls to the data service
}

export interface PageView {
  page: string;
  alone?: View; // the first view on an app started for this page: nothing cached
  sequence: View; // the first view on the first app, after the pages listed before it
  warm: View; // straight after `sequence`
}

export interface PageJs {
  page: string;
  status: number;
  htmlTransfer: number;
  htmlDecoded: number;
  scripts: number;
  jsTransfer: number;
  jsDecoded: number;
  laterScripts: number; // scripts not named by the HTML (link prefetches, lazy chunks)
  laterTransfer: number;
  laterDecoded: number;
  rechartsTransfer: number; // of the JS transfer, the scripts holding Recharts (0: not loaded)
}

export interface LighthouseRun {
  page: string;
  preset: "mobile" | "desktop";
  error?: string;
  performance?: number;
  scores?: (number | null)[]; // every run's performance score (null: the run failed); the row is the median run
  accessibility?: number;
  metrics?: { fcp: string; lcp: string; tbt: string; cls: string; si: string };
  domElements?: number;
  mainThread?: string;
  shifts?: { selector: string; score: number }[];
  failing?: {
    id: string;
    title: string;
    nodes: { selector: string; snippet: string; explanation: string }[];
  }[];
  warnings?: string[];
}

export interface WebResults extends MatchResults {
  date: string;
  buildS: number; // 0: an existing build was used
  firstStartMs?: number;
  restartMs: number[];
  views: PageView[];
  ops: WebOp[];
  js: PageJs[];
  lighthouse: LighthouseRun[];
  load: { connections: number; durationS: number; warmupS: number; prewarmS: number };
  chromium: string;
  lighthouseVersion: string;
  elapsedS: number;
  loadAverage: number; // the machine's 1-minute load average when the web part began
  errors: string[]; // parts that could not be measured
}

export interface MatchResults {
  charts?: ChartBench;
  live?: LiveBenchResults;
  pitch?: PitchBench;
  matchJs: PageJs[];
}

export interface Stats {
  median: number;
  p90: number;
  max: number;
}

export interface PitchRun {
  name: string;
  path: string;
  renderer: "canvas" | "svg";
  padded: boolean; // the transactions padded in the browser (copies of real transactions) to reach `marks`
  marks: number[]; // marks drawn in each of the states the filter alternates between
  changes: number; // measured filter changes (after the warm-up)
  toPaintMs: Stats; // change → canvas painted / SVG committed
  toFrameMs: Stats; // change → the next animation frame after it (on screen)
  canvasPaintMs?: Stats; // the canvas paint alone (its data-paint-ms), without React's re-render
}

export interface PitchBench {
  matchId: number;
  runs: PitchRun[];
  errors: string[];
}

export interface LiveViewersRun {
  page: string;
  viewers: number;
  signedInAs: string | null;
  windowS: number;
  openS: number; // opening every page, spread over one refresh interval (then one more to settle)
  visiblePages: number; // pages whose document says it is visible (a hidden page stops polling)
  livePages: number; // pages showing the match as live at the end
  browserRequests: number; // requests from the pages to the app during the window (prefetches too)
  browserRequestsByPath: Record<string, number>;
  upstreamCalls: number; // the proxy's calls to the data service during the window
  upstreamByOperation: Record<string, { calls: number; refreshS: number; perInterval: number }>;
  appCpuShare?: number; // the app's CPU during the window, share of one core
}

export interface LiveBenchResults {
  matchId: number;
  minutesIn: number;
  maxAgeS: number; // the service's max-age for the live match's data
  runs: LiveViewersRun[];
}

export interface ChartRun {
  name: string;
  path: string;
  bars: number[]; // bars drawn in each of the states the filter alternates between
  changes: number; // measured filter changes (after the warm-up)
  toPaintMs: Stats; // change → the chart's bars committed with the new figures
  toFrameMs: Stats; // change → the next animation frame after it (on screen)
}

export interface ChartBench {
  matchId: number;
  targetMs: number; // the target for the median change → repaint
  runs: ChartRun[];
  errors: string[];
}
