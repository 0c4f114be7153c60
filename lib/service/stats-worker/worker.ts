import type { Store } from "@/lib/service/store/store";
import { serveJobs } from "@/lib/net/worker-serve";
import { answerBytes } from "../answer-bytes";
import type { ServedRequest } from "../handlers";
import { describeError, type StatsJob, type StatsOut } from "./job";
import { matchStore } from "./match-store";

// The statistics worker thread (offload.ts): answers the player and squad statistics POSTs of a completed match from that match's
// corner of the store. The last matches' stores are kept, and with each its generated events (the
// events cache is per store), so several filters of one match are counted from one generation.

const KEEP = 24;
const stores = new Map<string, Store>();

serveJobs<StatsJob, StatsOut>((job) => {
  const key = `${job.version}:${job.matchId}`;
  let store = stores.get(key);
  if (!store) {
    store = matchStore(job.parts);
    if (stores.size >= KEEP) stores.delete(stores.keys().next().value!);
  } else stores.delete(key);
  stores.set(key, store);
  const bytes = answerBytes(job.request as ServedRequest, {
    ctx: { store, nowMs: job.nowMs },
    caller: job.caller,
    path: job.path,
    body: job.body,
  });
  return { out: { bytes }, transfer: [bytes.buffer as ArrayBuffer] };
}, describeError);
