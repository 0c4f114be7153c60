import { serveJobs } from "@/lib/net/worker-serve";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import { fetchQuarterBatch, type QuarterBatch } from "./quarters-batch";

// The records' worker thread (quarters-offload.ts): asks the service for a batch of matches' quarter
// scores, checks and compacts them, so that the app's side of ~17,000 calls runs beside the service's.
serveJobs<QuarterBatch, [number, MatchQuarters][]>(async (batch) => ({
  out: await fetchQuarterBatch(batch),
}));
