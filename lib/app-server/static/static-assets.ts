import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from "../../net/compress";

/**
 * The build's static files (`/_next/static/…`: scripts, styles, fonts), served before Next with
 * brotli when the browser takes it. Next sends them gzipped (level 6), compressing each on every
 * request. Here each file is read and compressed once, at brotli's highest quality (worth its
 * ~0.1–0.5 s a file once: the files never change, and the scripts a page loads come out ~15 % smaller
 * than Next's gzip), off the event loop, then kept (bounded by bytes). The files' names carry their
 * content's hash, so browsers keep them for good, as Next marks them. Anything not found is left to
 * Next (its 404).
 */
const PREFIX = "/_next/static/";
/** Content types by file extension, for the build's files and public/'s (public-files.ts). */
export const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".mjs": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".txt": "text/plain; charset=UTF-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};
// Already compressed: sent as they are.
const BINARY = new Set([".png", ".jpg", ".webp", ".woff", ".woff2"]);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

interface Kept {
  body: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

function encode(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipped(body, { level: 9 });
}

/** The file a request names under `root`, or undefined when it names none (or outside `root`). */
export function staticFile(root: string, url: string | undefined): string | undefined {
  if (!url?.startsWith(PREFIX)) return undefined;
  const q = url.indexOf("?");
  let rel: string;
  try {
    rel = decodeURIComponent((q < 0 ? url : url.slice(0, q)).slice(PREFIX.length));
  } catch {
    return undefined;
  }
  if (!rel || rel.includes("\0")) return undefined;
  const file = path.resolve(root, rel);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function createStaticAssets(root: string, maxBytes = 64 * 1024 * 1024) {
  const absRoot = path.resolve(root);
  const files = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (k) => Math.max(1, Math.round(k.body.byteLength * 1.5)), // with its encodings
  });
  return {
    /** Serves the request when it names a static file; false when it is Next's to answer. */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const file = staticFile(absRoot, req.url);
      if (!file) return false;
      let kept = files.get(file);
      if (!kept) {
        try {
          kept = { body: await readFile(file), encoded: {} };
        } catch {
          return false;
        }
        if (kept.body.byteLength * 1.5 < maxBytes) files.set(file, kept);
      }
      const ext = path.extname(file).toLowerCase();
      let encoding =
        BINARY.has(ext) || kept.body.byteLength < MIN_COMPRESS_BYTES
          ? undefined
          : pickEncoding(req.headers["accept-encoding"]);
      let body = kept.body;
      if (encoding) {
        const pending = (kept.encoded[encoding] ??= encode(kept.body, encoding));
        try {
          body = await pending;
        } catch {
          delete kept.encoded[encoding]; // tried again next time; this one goes as it is
          encoding = undefined;
        }
      }
      res.statusCode = 200;
      res.setHeader("content-type", TYPES[ext] ?? "application/octet-stream");
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      if (!BINARY.has(ext)) res.setHeader("vary", "accept-encoding");
      if (encoding) res.setHeader("content-encoding", encoding);
      res.setHeader("content-length", String(body.byteLength));
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
  };
}
