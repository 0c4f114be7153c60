import type { Account } from "@/lib/app-server/upstream/allowances";
import { canAnalyse } from "@/lib/app-server/auth/roles";
import type { ProblemDetails } from "@/lib/net/problem";
import type { AddressBound } from "./address-bound";
import { LiveFeedError, type LiveHub } from "./live-hub";
import type { ViewerSink } from "./feed-viewers";
import { retryFrame } from "./sse-frame";
import { streamMatchId } from "./stream-path";

// A viewer's request for a match's live stream, answered the same way whichever server carries it
// (node-stream.ts: the app's own server ahead of Next; web-sink.ts: a Next route handler).

export interface StreamRequest {
  method: string;
  url: string;
  /** The visitor's address, as the front door worked it out. */
  address: string;
  lastEventId: string | string[] | undefined;
  cookie: string | undefined;
}

export type Refusal = ProblemDetails & { headers?: Record<string, string> };

/** How the answer goes out: a refusal, or the stream's headers and then its events. */
export interface StreamReply {
  refuse(r: Refusal): void;
  open(headers: Readonly<Record<string, string>>): ViewerSink;
  /** The visitor went away while the stream was being set up. */
  gone(): boolean;
  /** Called once when the answer ends, however it ends. */
  onClose(listener: () => void): void;
}

/** Never cached or transformed (compressed) on the way, never buffered by nginx. */
export const STREAM_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
});

export interface StreamDeps {
  hub: LiveHub;
  bound: AddressBound;
  /** The signed-in visitor's account, decided once at connect from the session cookie; null: anonymous. */
  accountOf: (cookie: string | undefined) => Promise<Account | null>;
  /** The reconnection delay for this viewer: spread, so that a restart's viewers do not return at once. */
  retryMs: () => number;
}

function refusalOf(err: unknown, matchId: number): Refusal {
  if (err instanceof LiveFeedError && err.status === 404)
    return { status: 404, title: "Not Found", detail: `No match ${matchId}: there is no live stream for it` };
  const retry = String(err instanceof LiveFeedError ? err.retryAfterSecs : 5);
  const detail = err instanceof LiveFeedError ? err.message : "The match's live feed could not be started";
  const [status, title] =
    err instanceof LiveFeedError && err.status === 429
      ? [429, "Too Many Requests"]
      : [503, "Service Unavailable"];
  return { status, title, detail, headers: { "retry-after": retry } };
}

/** Answers stream requests: checks them, joins the viewer to the match's feed with its part. */
export function createLiveStreams(deps: StreamDeps) {
  return async function serve(q: StreamRequest, reply: StreamReply): Promise<void> {
    const matchId = streamMatchId(q.url);
    if (matchId === null)
      return reply.refuse({
        status: 404,
        title: "Not Found",
        detail: "A live stream's address is /api/live/matches/{matchId}/stream",
      });
    if (q.method !== "GET" && q.method !== "HEAD")
      return reply.refuse({
        status: 405,
        title: "Method Not Allowed",
        detail: `${q.method.slice(0, 20)} is not served here; use GET`,
        headers: { allow: "GET, HEAD" },
      });
    if (!deps.bound.take(q.address))
      return reply.refuse({
        status: 429,
        title: "Too Many Requests",
        detail: "This address holds as many live streams as it may; close one first",
        headers: { "retry-after": "30" },
      });
    reply.onClose(() => deps.bound.give(q.address));
    let feed, account;
    try {
      // A session that cannot be read now is no session: the public part, the address paying.
      account = await deps.accountOf(q.cookie).catch(() => null);
      // Joining a feed that runs costs nothing; starting one costs this viewer's allowance its reads.
      feed = await deps.hub.feed(matchId, { address: q.address, account });
    } catch (err) {
      return reply.refuse(refusalOf(err, matchId));
    }
    if (reply.gone()) return;
    const sink = reply.open(STREAM_HEADERS);
    if (q.method === "HEAD") return void sink.end();
    sink.write(retryFrame(deps.retryMs()));
    feed.attach(sink, canAnalyse(account?.role) ? "full" : "public", q.lastEventId);
  };
}
export type ServeStream = ReturnType<typeof createLiveStreams>;
