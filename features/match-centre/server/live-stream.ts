// A match's live stream (Server-Sent Events), for server.ts, which answers it ahead of Next
// (docs/decisions/live-stream.md). The feeds (lib/app-server/live) are made at the first stream
// asked for, with the predictions' outlook for the win probability: nothing of them is loaded
// while nobody watches.
import type { IncomingMessage, ServerResponse } from "node:http";
import { isLiveStreamPath } from "@/lib/app-server/live/stream-path";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";

type Handle = (req: IncomingMessage, res: ServerResponse) => void;
let loading: Promise<Handle> | undefined;

async function load(): Promise<Handle> {
  const [{ liveStreams }, { matchOutlook }] = await Promise.all([
    import("@/lib/app-server/live/live-instance"),
    import("@/features/predictions/server"),
  ]);
  return (await liveStreams(matchOutlook)).handle;
}

export const liveStreamRoute = {
  /** Whether the request is the live stream's to answer. */
  matches: isLiveStreamPath,
  handle(req: IncomingMessage, res: ServerResponse): void {
    const ready = (loading ??= load());
    ready.then(
      (handle) => handle(req, res),
      (err: unknown) => {
        loading = undefined; // tried again at the next stream
        console.error("[live] the live streams could not be loaded", err);
        const body = problemJson({
          status: 500,
          title: "Internal Server Error",
          detail: "The live stream failed",
        });
        res.writeHead(500, { "content-type": PROBLEM_CONTENT_TYPE }).end(body);
      },
    );
  },
};
