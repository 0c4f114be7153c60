import type { IncomingMessage, ServerResponse } from "node:http";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/security/client-address";
import type { Refusal, ServeStream } from "./live-streams";

function refuse(res: ServerResponse, r: Refusal) {
  if (res.headersSent) return void res.destroy();
  const body = problemJson(r);
  res.writeHead(r.status, {
    "content-type": PROBLEM_CONTENT_TYPE,
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    ...r.headers,
  });
  res.end(body);
}

/**
 * The stream on the app's own server (server.ts, ahead of Next): the viewer's events are written to
 * its ServerResponse as they are, so how far it has fallen behind is the response's writableLength.
 */
export function nodeStreamHandler(serve: ServeStream) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const address = req.headers[CLIENT_ADDRESS_HEADER];
    const request = {
      method: req.method ?? "GET",
      url: req.url ?? "/",
      address: typeof address === "string" && address ? address : clientAddress(req),
      lastEventId: req.headers["last-event-id"],
      cookie: req.headers.cookie,
    };
    const reply = {
      refuse: (r: Refusal) => refuse(res, r),
      open(headers: Readonly<Record<string, string>>) {
        res.writeHead(200, headers);
        return res;
      },
      gone: () => res.destroyed || res.writableEnded,
      onClose: (listener: () => void) => void res.once("close", listener),
    };
    serve(request, reply).catch((err: unknown) => {
      console.error("[live] a stream failed", err);
      refuse(res, { status: 500, title: "Internal Server Error", detail: "The live stream failed" });
    });
  };
}
