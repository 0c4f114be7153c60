import { serveJobs } from "@/lib/net/worker-serve";
import { digestSplits, type Digested } from "./splits-digest";

// The season build's worker thread (splits-offload.ts): checks and compacts each match's E16 answer.
serveJobs<{ path: string; matchId: number; bytes: Uint8Array }, Digested>(({ path, matchId, bytes }) => ({
  out: digestSplits(path, matchId, bytes),
}));
