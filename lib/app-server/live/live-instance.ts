import { stopSignal } from "@/lib/lifecycle/stopping";
import { onDataChange } from "@/lib/net/data-changes";
import { createAddressBound } from "./address-bound";
import { LIVE_BEAT_MS, liveConfig } from "./live-config";
import { createLocalHub } from "./live-hub";
import { createLiveStreams } from "./live-streams";
import { nodeStreamHandler } from "./node-stream";
import { sessionRole } from "./session-role";
import { upstreamFeedSource, type OutlookOf } from "./upstream-source";

function makeLiveStreams(outlookOf: OutlookOf) {
  const config = liveConfig(process.env);
  const hub = createLocalHub(upstreamFeedSource(outlookOf), {
    beatMs: LIVE_BEAT_MS,
    ...config,
    log: (m) => console.warn(`[live] ${m}`),
  });
  // The feeds stop with the process: every stream ends (its viewers reconnect, spread over the retry).
  const stop = stopSignal();
  if (stop.aborted) hub.close();
  else stop.addEventListener("abort", () => hub.close(), { once: true });
  onDataChange((change) => hub.changed(change.matchIds));
  const serve = createLiveStreams({
    hub,
    bound: createAddressBound(config.perAddress),
    roleOf: sessionRole,
    retryMs: () => config.retryBaseMs + Math.random() * config.retrySpreadMs,
  });
  return { hub, serve, handle: nodeStreamHandler(serve) };
}

// One hub a process, on globalThis: the app's own server and Next's bundle (the bench's route
// handler) load their own copies of this module, and their viewers must share one feed a match.
const KEY = Symbol.for("footy.live-streams");
type LiveStreams = ReturnType<typeof makeLiveStreams>;

/** The process's live streams, made at the first call (`outlookOf`: the predictions' matchOutlook). */
export const liveStreams = (outlookOf: OutlookOf): LiveStreams =>
  ((globalThis as { [KEY]?: LiveStreams })[KEY] ??= makeLiveStreams(outlookOf));
