import { problemResponse } from "@/lib/net/problem";
import type { Refusal, ServeStream, StreamReply } from "./live-streams";
import type { ViewerSink } from "./feed-viewers";

/**
 * The same stream from a Next route handler: the viewer's events go into a web ReadableStream that
 * Next copies to the connection. How far it has fallen behind is what the stream holds that Next
 * has not taken. Kept for the comparison the decision rests on (docs/decisions/live-stream.md,
 * bench/live-stream.ts); the app serves its streams from its own server (node-stream.ts).
 */
export function webStream(
  serve: ServeStream,
  req: Request,
  at: { address: string; url: string },
): Promise<Response> {
  return new Promise<Response>((resolve) => {
    const closers: (() => void)[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      closers.splice(0).forEach((f) => f());
    };
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>(
      { start: (c) => void (controller = c), cancel: finish },
      new ByteLengthQueuingStrategy({ highWaterMark: 0 }),
    );
    req.signal.addEventListener("abort", finish, { once: true });
    const sink: ViewerSink = {
      write: (chunk) => !done && controller.enqueue(chunk),
      get writableLength() {
        return done ? 0 : Math.max(0, -(controller.desiredSize ?? 0));
      },
      end: () => (done ? undefined : (controller.close(), finish())),
      destroy: () => (done ? undefined : (controller.error(new Error("dropped")), finish())),
      once: (_event, listener) => closers.push(listener),
    };
    const reply: StreamReply = {
      refuse: (r: Refusal) => (resolve(problemResponse(r, r.headers)), finish()),
      open: (headers) => (resolve(new Response(body, { headers: { ...headers } })), sink),
      gone: () => done,
      onClose: (listener) => void closers.push(listener),
    };
    const request = {
      method: req.method,
      ...at,
      lastEventId: req.headers.get("last-event-id") ?? undefined,
      cookie: req.headers.get("cookie") ?? undefined,
    };
    serve(request, reply).catch(() =>
      reply.refuse({ status: 500, title: "Internal Server Error", detail: "The live stream failed" }),
    );
  });
}
