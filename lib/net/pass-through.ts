import {
  Agent,
  request,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import { problemJson, PROBLEM_CONTENT_TYPE } from "./problem";

// Passes a request on to a server on a loopback port, as it came (method, path, headers, body) with
// some headers added, and its answer back as it goes (status, headers, body streamed). The embedded
// data service answers in a thread of its own (lib/data-service/thread/service-thread.ts); the
// service's paths on the app's port reach it through here.

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to each connection, not to the request or answer.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

const endToEnd = (headers: IncomingMessage["headers"], extra: OutgoingHttpHeaders = {}) => {
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
  return { ...out, ...extra };
};

export function passThrough(port: number, extra: OutgoingHttpHeaders) {
  const agent = new Agent({ keepAlive: true });
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: "127.0.0.1",
        port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers, extra),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      },
    );
    out.on("error", (err) => {
      if (res.headersSent) return void res.destroy();
      const body = problemJson({
        status: 502,
        title: "Bad Gateway",
        detail: `The data service did not answer (${err.message}).`,
      });
      res.writeHead(502, {
        "content-type": PROBLEM_CONTENT_TYPE,
        "content-length": Buffer.byteLength(body),
        "cache-control": "no-store",
      });
      res.end(body);
    });
    // A client gone before the answer: the service's work for it is not wanted either.
    res.on("close", () => {
      if (!res.writableFinished) out.destroy();
    });
    req.pipe(out);
  };
  return { handle, close: () => agent.destroy() };
}
