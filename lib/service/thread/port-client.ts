import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { MessagePort } from "node:worker_threads";
import { encodeBodySoon } from "@/lib/net/compress";
import { wholeAnswer, type Exchange, type HttpAnswer } from "@/lib/net/http-exchange";
import { problemJson, PROBLEM_CONTENT_TYPE } from "@/lib/net/problem";
import { clientAddress } from "@/lib/security/client-address";
import { frontHeaders } from "@/lib/security/front-door";
import { FINAL_HEADERS } from "../cached-answers";
import { answerHeaders, send, sendEncoded } from "../http-io";
import type { FrontAnswers } from "./front-answers";
import type { FromServicePort, ToServicePort } from "./messages";

// The main thread's side of the service's port (port-server.ts is the thread's): the service's paths
// on the app's port, and the app's own calls to its service, each a message to the service's thread
// and an answer back, no socket between them; and the final answers the main thread keeps
// (front-answers.ts) sent at once, with no turn of the thread at all.

type Answered = Extract<FromServicePort, { t: "res" }>;
interface Waiting {
  answer(m: Answered): void;
  cut(): void;
  fail(detail: string): void;
}

/** A request's body, if it has one (HTTP/1.1: a length or a chunked transfer says so). */
const hasBody = (headers: IncomingHttpHeaders) =>
  (headers["content-length"] !== undefined && headers["content-length"] !== "0") ||
  headers["transfer-encoding"] !== undefined;

/** A chunk in a buffer of its own, to be handed over whole (a socket's chunk shares its buffer). */
const own = (chunk: Uint8Array): ArrayBuffer => {
  const out = new Uint8Array(chunk.byteLength);
  out.set(chunk);
  return out.buffer;
};

/** A flat list of names and values as an answer's headers (names in lower case). */
function headersOf(flat: readonly string[]): IncomingHttpHeaders {
  const h: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) {
    const k = flat[i].toLowerCase();
    h[k] = h[k] === undefined ? flat[i + 1] : `${h[k]}, ${flat[i + 1]}`;
  }
  return h;
}

/** The 502 a client of the app's port gets when the service's thread is gone. */
function badGateway(res: ServerResponse, detail: string): void {
  if (res.headersSent) return void res.destroy();
  const body = problemJson({ status: 502, title: "Bad Gateway", detail });
  send(res, 502, body, { "content-type": PROBLEM_CONTENT_TYPE, "cache-control": "no-store" });
}

/** Sends a request to the thread (head, and its body whole or to follow); its answer goes to the first argument. */
type Ask = (
  w: Waiting & { auth?: string },
  head: { method: string; url: string; headers: IncomingHttpHeaders; address: string },
  body: { whole?: ArrayBuffer; more: boolean },
) => number;

/**
 * The app's own calls (lib/net/http-exchange.ts, for the service's address): as over HTTP from the
 * loopback address, compressed answers decoded, without a socket; a final answer the main thread keeps
 * without a turn of the thread either.
 */
function exchangeOverPort(front: FrontAnswers, ask: Ask, abort: (id: number) => void): Exchange {
  return (href, init) => {
    const url = new URL(href);
    const path = url.pathname + url.search;
    const headers: IncomingHttpHeaders = {
      host: url.host,
      "accept-encoding": "gzip, deflate, br",
      ...init.headers,
    };
    const method = init.method ?? "GET";
    const signal = init.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const kept = method === "GET" ? front.answer(path, headers) : undefined;
    if (kept) {
      const whole = (out: { body: Uint8Array; headers: Readonly<Record<string, string>> }) =>
        wholeAnswer(200, headersOf(answerHeaders([], out.body, FINAL_HEADERS, out.headers)), out.body);
      const out = encodeBodySoon(kept, headers["accept-encoding"] as string);
      return out instanceof Promise ? out.then(whole) : whole(out);
    }
    return new Promise<HttpAnswer>((resolve, reject) => {
      const stop = () => {
        abort(id);
        reject(signal!.reason as Error);
      };
      const done = () => signal?.removeEventListener("abort", stop);
      const id = ask(
        {
          auth: init.headers.authorization,
          answer: (m) => {
            done();
            resolve(wholeAnswer(m.status, headersOf(m.headers), new Uint8Array(m.body)));
          },
          cut: () => {
            done();
            reject(new Error("socket hang up"));
          },
          fail: (detail) => {
            done();
            reject(new Error(detail));
          },
        },
        { method, url: path, headers, address: "127.0.0.1" },
        { more: false, whole: init.body === undefined ? undefined : own(Buffer.from(init.body)) },
      );
      signal?.addEventListener("abort", stop, { once: true });
    });
  };
}

/** A request's body to the thread as it comes, chunk by chunk, while the request is still `wanted`. */
function sendBody(
  req: IncomingMessage,
  id: number,
  wanted: () => boolean,
  post: (m: ToServicePort, transfer: ArrayBuffer[]) => void,
) {
  req.on("data", (c: Buffer) => {
    if (!wanted()) return;
    const chunk = own(c);
    post({ t: "data", id, chunk }, [chunk]);
  });
  req.on("end", () => {
    if (wanted()) post({ t: "end", id }, []);
  });
}

export function portClient(port: MessagePort, front: FrontAnswers) {
  const waiting = new Map<number, Waiting & { auth?: string }>();
  let seq = 0;
  let gone: string | undefined;
  const post = (m: ToServicePort, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

  port.on("message", (m: FromServicePort) => {
    if (m.t === "forget") return front.forget();
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.t === "cut") return w?.cut();
    if (m.final) front.keep(m.final, Buffer.from(m.body), w?.auth);
    w?.answer(m);
  });

  /** Sends a request to the thread; its answer goes to `w`. */
  function ask(
    w: Waiting & { auth?: string },
    head: { method: string; url: string; headers: IncomingHttpHeaders; address: string },
    body: { whole?: ArrayBuffer; more: boolean },
  ): number {
    const id = ++seq;
    if (gone !== undefined) {
      w.fail(gone);
      return id;
    }
    waiting.set(id, w);
    post(
      { t: "req", id, ...head, more: body.more, ...(body.whole ? { body: body.whole } : {}) },
      body.whole ? [body.whole] : [],
    );
    return id;
  }

  /** The app's port: a request for one of the service's paths (behind the front door, `lean`). */
  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = req.url ?? "/";
    if (req.method === "GET") {
      const kept = front.answer(url, req.headers);
      if (kept) return void sendEncoded(req, res, kept, FINAL_HEADERS);
    }
    const more = hasBody(req.headers);
    const id = ask(
      {
        auth: req.headers.authorization,
        answer: (m) => {
          res.writeHead(m.status, [...frontHeaders(res), ...m.headers]);
          res.end(Buffer.from(m.body));
        },
        cut: () => res.destroy(),
        fail: (detail) => badGateway(res, detail),
      },
      {
        method: req.method ?? "GET",
        url,
        headers: req.headers,
        address: clientAddress(req),
      },
      { more },
    );
    if (more) sendBody(req, id, () => waiting.has(id), post);
    // A client gone before its answer: the service's work for it is not wanted either.
    res.on("close", () => abort(id));
  }

  /** A request still waiting is let go: the thread is told (its work for it is not wanted). */
  const abort = (id: number) => {
    if (waiting.delete(id)) post({ t: "abort", id });
  };
  const exchange = exchangeOverPort(front, ask, abort);

  return {
    handle,
    exchange,
    /** The thread is gone: everything waiting for it fails, and so does everything asked after. */
    close(detail: string): void {
      gone = detail;
      for (const w of waiting.values()) w.fail(detail);
      waiting.clear();
      port.close();
    },
    /** Requests waiting for their answer (tests). */
    get waiting() {
      return waiting.size;
    },
  };
}

export type PortClient = ReturnType<typeof portClient>;
