import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** Below this an answer goes as it is: compressing a few hundred bytes saves less than it costs. */
export const MIN_COMPRESS_BYTES = 1024;

/** The coding an Accept-Encoding header asks for, read from its list of codings and q-values. */
function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const accepts = (coding: Encoding) => (q.get(coding) ?? q.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return undefined;
}

// Headers read before: a client sends the same Accept-Encoding on every request, and reading it again
// (splitting, trimming, a map of q-values) cost a small answer more than the rest of choosing its bytes.
// Bounded: emptied when full, so made-up headers cannot grow it.
export const PICKED_MAX = 256;
const picked = new Map<string, Encoding | "">();
/** How many headers are remembered (for the test of the bound). */
export const pickedHeaders = () => picked.size;

/**
 * The encoding to send for an Accept-Encoding header: brotli when the client takes it (smaller), else
 * gzip, else none. A coding refused with q=0 is not used; `*` stands for any coding not named.
 */
export function pickEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const known = picked.get(acceptEncoding);
  if (known !== undefined) return known || undefined;
  const encoding = parseAcceptEncoding(acceptEncoding);
  if (picked.size >= PICKED_MAX) picked.clear();
  picked.set(acceptEncoding, encoding ?? "");
  return encoding;
}

// Each answer body's encodings, made the first time one is asked for and kept as long as the body
// itself is (the caches hold the body; when they drop it, its encodings go with it). So a cached
// answer is compressed once, not once a request.
const encoded = new WeakMap<Uint8Array, Partial<Record<Encoding, Buffer>>>();
function variantsOf(body: Uint8Array): Partial<Record<Encoding, Buffer>> {
  let variants = encoded.get(body);
  if (!variants) encoded.set(body, (variants = {}));
  return variants;
}
/**
 * Keeps `bytes` as `body`'s `encoding`, made elsewhere by encodeBody's own means (the embedded
 * service's thread, whose answers the app's main thread then sends again): not made a second time.
 */
export function rememberEncoding(body: Uint8Array, encoding: string, bytes: Buffer): void {
  if (encoding === "br" || encoding === "gzip") variantsOf(body)[encoding] = bytes;
}

// The headers that go with each choice, made once (never changed by their readers), not once an answer.
const ENCODED_HEADERS: Record<Encoding, Readonly<Record<string, string>>> = {
  br: Object.freeze({ "content-encoding": "br", vary: "accept-encoding" }),
  gzip: Object.freeze({ "content-encoding": "gzip", vary: "accept-encoding" }),
};
const encodedHeaders = (encoding: Encoding) => ENCODED_HEADERS[encoding];
const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});
const VARY_ONLY: Readonly<Record<string, string>> = Object.freeze({ vary: "accept-encoding" });

// Quality 5: most of brotli's gain at a small part of its top quality's time (a 1.7 MB answer in
// milliseconds, once).
const brotliOptions = (body: Uint8Array) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});

function compress(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body)) : gzipSync(body, { level: 6 });
}

/**
 * Above this size a body is compressed by zlib's thread pool, not on the event loop: gzip of a
 * season build's ~11 MB statistics answer held every other answer for 100–200 ms (profiled).
 */
export const ASYNC_COMPRESS_BYTES = 256 * 1024;
const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);
// Compressions under way, so that requests for the same large body at once share one.
const compressing = new WeakMap<Uint8Array, Partial<Record<Encoding, Promise<Buffer>>>>();

type Encoded = { body: Uint8Array; headers: Readonly<Record<string, string>> };

/**
 * As encodeBody, but a large body that is not yet encoded is compressed off the event loop: the
 * answer is then a promise. Small bodies and encodings already made are answered at once.
 */
export function encodeBodySoon(
  body: Uint8Array,
  acceptEncoding: string | null | undefined,
): Encoded | Promise<Encoded> {
  const encoding = body.length < ASYNC_COMPRESS_BYTES ? undefined : pickEncoding(acceptEncoding);
  if (!encoding || encoded.get(body)?.[encoding]) return encodeBody(body, acceptEncoding);
  let running = compressing.get(body);
  if (!running) compressing.set(body, (running = {}));
  let later = running[encoding];
  if (!later) {
    const under = running;
    later = under[encoding] = (
      encoding === "br" ? brotliLater(body, brotliOptions(body)) : gzipLater(body, { level: 6 })
    )
      .then((out) => (variantsOf(body)[encoding] = out))
      .finally(() => delete under[encoding]);
  }
  return later.then((out) => ({ body: out, headers: encodedHeaders(encoding) }));
}

/**
 * The bytes to send and the headers that go with them. Small bodies, and clients that take no
 * coding we make, get the body itself. `Vary: Accept-Encoding` goes on every answer that could have
 * been encoded, so shared caches keep the variants apart.
 */
export function encodeBody(body: Uint8Array, acceptEncoding: string | null | undefined): Encoded {
  if (body.length < MIN_COMPRESS_BYTES) return { body, headers: NO_HEADERS };
  const encoding = pickEncoding(acceptEncoding);
  if (!encoding) return { body, headers: VARY_ONLY };
  const out = (variantsOf(body)[encoding] ??= compress(body, encoding));
  return { body: out, headers: encodedHeaders(encoding) };
}
