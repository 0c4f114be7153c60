import { serveJobs } from "@/lib/net/worker-serve";
import { digestSplits } from "./splits-digest";
import { fetchSplits } from "./splits-fetch";
import type { SplitsJob, SplitsOut } from "./splits-offload";

// The season build's worker thread (splits-offload.ts): checks and compacts each match's player statistics POST answer,
// given its bytes or asking the service for it first.
serveJobs<SplitsJob, SplitsOut>(async (job) => ({
  out: "fetch" in job ? await fetchSplits(job.fetch) : digestSplits(job.path, job.matchId, job.bytes),
}));
