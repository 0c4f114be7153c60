import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { MessagePort } from "node:worker_threads";
import { markForwardedAddress } from "@/lib/security/client-address";
import type { Caller } from "../auth/verify-token";
import type { FinalAnswer, FromServicePort, ToServicePort } from "./messages";

// The service's side of its port (service-thread-worker.ts): each request the main thread sends is
// made a request and a response as the service's handler reads and writes them (the handler is the
// one it serves HTTP with: it reads a request's head, its body as a stream and its client's address,
// and writes an answer whole with writeHead and end), and the answer goes back as one message, its
// bytes in a buffer of their own handed over, not copied again.

/** The largest final answer the main thread is offered to keep (front-answers.ts keeps 16 MiB). */
export const FRONT_ANSWER_MAX_BYTES = 512 * 1024;

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

/** A final answer seen for this request (the handler's finalSeen), and the data's epoch then. */
interface Seen {
  key: string;
  body: Buffer;
  caller: Caller;
  epoch: number;
}

/** A request from the port, as the service's handler reads an IncomingMessage. */
export class PortRequest extends Readable {
  readonly socket: { remoteAddress: string };
  seen?: Seen;
  constructor(
    readonly method: string,
    readonly url: string,
    readonly headers: IncomingHttpHeaders,
    address: string,
  ) {
    super();
    this.socket = { remoteAddress: address };
  }
  override _read() {}
}

/** A chunk as bytes. */
const bytesOf = (chunk: Uint8Array | string): Uint8Array =>
  typeof chunk === "string" ? Buffer.from(chunk) : chunk;

/** The parts in one buffer of their own, to be handed over (transferred) whole. */
function ownBuffer(parts: Uint8Array[]): ArrayBuffer {
  let size = 0;
  for (const p of parts) size += p.byteLength;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out.buffer;
}

/** Headers as writeHead takes them (a flat list of names and values, or an object) made a flat list. */
function flatHeaders(headers: OutgoingHttpHeaders | readonly unknown[] | undefined): string[] {
  if (!headers) return [];
  if (Array.isArray(headers)) return headers.map(String);
  const flat: string[] = [];
  for (const [k, v] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) flat.push(k, String(one));
  }
  return flat;
}

/** The answer to a port request, as the service's handler writes a ServerResponse. */
export class PortResponse {
  headersSent = false;
  writableEnded = false;
  private status = 200;
  private head: string[] = [];
  private readonly parts: Uint8Array[] = [];
  constructor(
    private readonly done: (status: number, head: string[], parts: Uint8Array[]) => void,
    private readonly cut: () => void,
  ) {}
  writeHead(status: number, headers?: OutgoingHttpHeaders | readonly unknown[]): this {
    this.status = status;
    this.head = flatHeaders(headers);
    this.headersSent = true;
    return this;
  }
  write(chunk: Uint8Array | string): boolean {
    this.headersSent = true;
    this.parts.push(bytesOf(chunk));
    return true;
  }
  end(chunk?: Uint8Array | string): this {
    if (this.writableEnded) return this;
    if (chunk !== undefined) this.parts.push(bytesOf(chunk));
    this.writableEnded = this.headersSent = true;
    this.done(this.status, this.head, this.parts);
    return this;
  }
  /** Broken off: after its head, the client sees the connection cut, as over HTTP. */
  destroy(): this {
    if (!this.writableEnded) {
      this.writableEnded = true;
      this.cut();
    }
    return this;
  }
}

/** The service's handler's finalSeen for requests from the port: kept on the request for its answer. */
export function seenOnPort(epoch: () => number) {
  return (req: IncomingMessage, key: string, body: Buffer, caller: Caller): void => {
    if (req instanceof PortRequest) req.seen = { key, body, caller, epoch: epoch() };
  };
}

/** The value of header `name` (lower case) in a flat list, if there. */
function headerIn(flat: string[], name: string): string | undefined {
  for (let i = 0; i < flat.length; i += 2) if (flat[i].toLowerCase() === name) return flat[i + 1];
  return undefined;
}

/**
 * Serves `handle` on `port`. `slotOf`: a client's quota counter's shared slot (the main thread counts
 * the final answers it sends itself there); `epoch`: the data's version, which moves on when the store
 * is remade, so that an answer made from data since changed is not offered to the main thread.
 */
export function servePort(
  port: MessagePort,
  handle: Handle,
  opts: { slotOf: (clientId: string) => number | undefined; epoch: () => number },
) {
  const open = new Map<number, { req: PortRequest; res: PortResponse }>();
  const post = (m: FromServicePort, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

  /** The final answer to offer the main thread, if this one is one it can send again itself. */
  function finalOf(req: PortRequest, status: number, head: string[], sent: ArrayBuffer) {
    const s = req.seen;
    if (!s || status !== 200 || s.body.byteLength > FRONT_ANSWER_MAX_BYTES || s.epoch !== opts.epoch())
      return undefined;
    const slot = opts.slotOf(s.caller.clientId);
    if (slot === undefined) return undefined;
    const { clientId, tier, plan, exp } = s.caller;
    const final: FinalAnswer = {
      key: s.key,
      caller: { clientId, tier, plan, exp, host: req.headers.host, slot },
    };
    const encoding = headerIn(head, "content-encoding");
    if (encoding) return { ...final, raw: ownBuffer([s.body]), encoding };
    return sent.byteLength === s.body.byteLength ? final : undefined;
  }

  function start(m: Extract<ToServicePort, { t: "req" }>) {
    const req = new PortRequest(m.method, m.url, m.headers, m.address);
    markForwardedAddress(req as unknown as IncomingMessage, m.address);
    if (m.body) req.push(Buffer.from(m.body));
    if (!m.more) req.push(null);
    const res = new PortResponse(
      (status, head, parts) => {
        if (open.get(m.id)?.res !== res) return; // the client went meanwhile
        open.delete(m.id);
        const body = ownBuffer(parts);
        const final = finalOf(req, status, head, body);
        const transfer = final?.raw ? [body, final.raw] : [body];
        post({ t: "res", id: m.id, status, headers: head, body, ...(final ? { final } : {}) }, transfer);
      },
      () => {
        if (open.delete(m.id)) post({ t: "cut", id: m.id });
      },
    );
    open.set(m.id, { req, res });
    void handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  }

  port.on("message", (m: ToServicePort) => {
    if (m.t === "req") return start(m);
    const at = open.get(m.id);
    if (!at) return;
    if (m.t === "data") at.req.push(Buffer.from(m.chunk));
    else if (m.t === "end") at.req.push(null);
    else {
      // The client went: its answer is not sent, and a body still being read ends in an error.
      open.delete(m.id);
      if (at.req.listenerCount("error"))
        at.req.destroy(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      else at.req.destroy();
    }
  });
  return { open: () => open.size };
}
