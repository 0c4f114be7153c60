import http from "node:http";
import https from "node:https";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, inflate, type InputType, type ZlibOptions } from "node:zlib";
import { createByteGatherer } from "./gather-bytes";
import { readBytes } from "./read-bytes";

/** A whole answer: its status, its headers (names in any case) and its body, read to the end. */
export interface HttpAnswer {
  status: number;
  headers: { get(name: string): string | null };
  body: Uint8Array;
}

export interface ExchangeInit {
  method?: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: string;
  /** Aborts the exchange; the promise rejects with the signal's reason (AbortSignal.timeout: a TimeoutError). */
  signal?: AbortSignal;
}

/** One request and its whole answer. */
export type Exchange = (url: string, init: ExchangeInit) => Promise<HttpAnswer>;

// The largest body read at all, compressed or decoded: an answer past it is refused, never held.
const BODY_MAX = 256 * 1024 * 1024;

// Connections kept open between calls (the app asks the same service thousands of times); an idle one
// is closed after 30 s, before servers commonly close theirs (ours after 65 s, server.ts).
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: 30_000 }),
  "https:": new https.Agent({ keepAlive: true, timeout: 30_000 }),
};

const decoders: Record<string, (buf: InputType, o: ZlibOptions) => Promise<Buffer>> = {
  gzip: promisify(gunzip),
  "x-gzip": promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

const tooLarge = (max: number) => new Error(`the answer's body is larger than ${max} bytes`);

function headerView(raw: http.IncomingHttpHeaders, decoded: boolean): HttpAnswer["headers"] {
  return {
    get(name) {
      const key = name.toLowerCase();
      // A decoded body's length and coding are no longer those the service sent.
      if (decoded && (key === "content-encoding" || key === "content-length")) return null;
      const v = raw[key];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    },
  };
}

/** The body as one buffer, each chunk copied into place as it arrives (gather-bytes.ts). */
function readBody(res: http.IncomingMessage, max: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const body = createByteGatherer(Number(res.headers["content-length"]));
    res.on("data", (chunk: Buffer) => {
      if (body.size + chunk.byteLength > max) {
        res.destroy(tooLarge(max));
        return;
      }
      body.add(chunk);
    });
    res.on("end", () => resolve(body.bytes()));
    // A connection closed before the body's end is an error here ("aborted"), never a short body.
    res.on("error", reject);
  });
}

/** The answer whole: its body read and, when the service compressed it, decoded. */
async function readAnswer(res: http.IncomingMessage, max: number): Promise<HttpAnswer> {
  return wholeAnswer(res.statusCode ?? 0, res.headers, await readBody(res, max), max);
}

/** An answer from its status, headers (names in lower case) and body, decoded when it was compressed. */
export async function wholeAnswer(
  status: number,
  headers: http.IncomingHttpHeaders,
  raw: Uint8Array,
  max = BODY_MAX,
): Promise<HttpAnswer> {
  const coding = headers["content-encoding"]?.trim().toLowerCase();
  const decode = coding ? decoders[coding] : undefined;
  const body = decode
    ? new Uint8Array(
        await decode(raw, { maxOutputLength: max }).catch((err: NodeJS.ErrnoException) => {
          throw err.code === "ERR_BUFFER_TOO_LARGE" ? tooLarge(max) : err;
        }),
      )
    : raw;
  return { status, headers: headerView(headers, decode !== undefined), body };
}

function exchangeOnce(
  url: URL,
  init: ExchangeInit,
  body: Buffer | undefined,
  max: number,
): Promise<{ answer: HttpAnswer } | { reused: Error }> {
  const signal = init.signal;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const mod = url.protocol === "https:" ? https : http;
  const agent = url.protocol === "https:" ? agents["https:"] : agents["http:"];
  // Like fetch, a caller that names no encoding gets the compressed ones, decoded here.
  const headers: Record<string, string | number> = {
    "accept-encoding": "gzip, deflate, br",
    ...init.headers,
  };
  if (body) headers["content-length"] = body.byteLength;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = mod.request(url, { method: init.method ?? "GET", headers, agent });
    const onAbort = () => req.destroy(signal!.reason as Error);
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => signal?.removeEventListener("abort", onAbort);
    req.on("error", (err: NodeJS.ErrnoException) => {
      done();
      if (signal?.aborted) return reject(signal.reason);
      // A kept connection the server closed as this request went out: sent again once on a new one
      // (the service's answers here are reads; nothing was answered).
      if (!answered && req.reusedSocket && (err.code === "ECONNRESET" || err.code === "EPIPE"))
        return resolve({ reused: err });
      reject(err);
    });
    req.on("response", (res) => {
      answered = true;
      void readAnswer(res, max).then(
        (answer) => {
          done();
          resolve({ answer });
        },
        (err) => {
          done();
          reject(signal?.aborted ? signal.reason : err);
        },
      );
    });
    req.end(body);
  });
}

/**
 * One request and its whole answer over Node's own HTTP client, its connections kept between calls.
 *
 * Why not fetch: the app asks its data service thousands of small answers (the records' quarter
 * scores are ~17,000 calls), and Node 20's fetch costs ~0.8 ms of the event loop a call in web streams,
 * abort signals and its own objects: from another process, 1,200-1,650 small answers a second through
 * fetch against 3,200-5,500 through node:http from the same service (measured side by side). In the
 * app's one process that cost was the records build's main cost.
 */
export function createHttpExchange(opts: { bodyMax?: number } = {}): Exchange {
  const max = opts.bodyMax ?? BODY_MAX;
  return async (href, init) => {
    const url = new URL(href);
    const near = nearby(url.origin);
    if (near) return near(href, init);
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const first = await exchangeOnce(url, init, body, max);
    if ("answer" in first) return first.answer;
    const again = await exchangeOnce(url, init, body, max);
    if ("answer" in again) return again.answer;
    throw again.reused;
  };
}

// Servers in this process that answer without a socket (serveInProcess), by origin. On globalThis:
// Next's bundle of the app's code has a copy of this module of its own beside server.ts's.
const IN_PROCESS = Symbol.for("footy.in-process-exchanges");
type Holder = { [IN_PROCESS]?: Map<string, Exchange> };
const nearby = (origin: string) => (globalThis as Holder)[IN_PROCESS]?.get(origin);

/**
 * From now on, this thread's exchanges with `origin` go to `exchange` rather than over a socket
 * (`null`: over the socket again): the embedded data service, whose thread the app's main thread
 * reaches over a port of their own (lib/service/thread/port-client.ts). Other threads, with
 * globals of their own, still reach it at its address.
 */
export function serveInProcess(origin: string, exchange: Exchange | null): void {
  const g = globalThis as Holder;
  const servers = (g[IN_PROCESS] ??= new Map());
  if (exchange) servers.set(origin, exchange);
  else servers.delete(origin);
}

/** The app's exchange with its data service (upstream.ts). */
export const httpExchange = createHttpExchange();

/** The same over a fetch (tests give one that stands in for the service). */
export function exchangeOverFetch(fetchImpl: typeof fetch): Exchange {
  return async (url, init) => {
    const res = await fetchImpl(url, { ...init, cache: "no-store" });
    return { status: res.status, headers: res.headers, body: await readBytes(res) };
  };
}
