import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { TYPES } from "./static-assets";

/**
 * The files of `public/` (icons, the web app manifest, the install screenshots), served before Next.
 * Next's own serving of them answers 500, with nothing logged, to whatever its file server refuses: a
 * Range past the end or malformed, an If-Match or If-Unmodified-Since that fails, any method but GET
 * and HEAD (vercel/next.js#92141). Here they are read once at start (~270 KB) and answered as a file
 * server should: validators, 304 and 412 by RFC 9110's order, a Range ignored (it may be: the whole
 * file, 200), 405 for other methods. Browsers revalidate them on each use (max-age=0, as Next has it):
 * a new build may change them under the same name.
 */
interface PublicFile {
  body: Buffer;
  type: string;
  etag: string;
  /** Seconds since the epoch, as Last-Modified carries it. */
  modified: number;
}

const READ_METHODS = "GET, HEAD";

/** Answers 405 unless the request only reads (GET or HEAD); true when it did. */
export function refuseUnlessRead(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === "GET" || req.method === "HEAD") return false;
  const body = problemJson({
    status: 405,
    title: "Method Not Allowed",
    detail: `${String(req.method).slice(0, 20)} is not served here; a file is read with ${READ_METHODS}`,
  });
  res.writeHead(405, {
    "content-type": PROBLEM_CONTENT_TYPE,
    allow: READ_METHODS,
    "content-length": Buffer.byteLength(body),
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/** The public files under `dir` by their address (`/icon.svg`); none when it has none. */
function readPublicFiles(dir: string): Map<string, PublicFile> {
  const files = new Map<string, PublicFile>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true }) as string[];
  } catch {
    return files;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (!stat.isFile()) continue;
    const body = readFileSync(file);
    files.set(`/${name.split(path.sep).join("/")}`, {
      body,
      type: TYPES[path.extname(name).toLowerCase()] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
      modified: Math.floor(stat.mtimeMs / 1000),
    });
  }
  return files;
}

/**
 * The entity tags a list header names ("*" for any), W/ dropped when `weak` compares; kept when strong,
 * so a weak tag never equals ours.
 */
function tagsOf(header: string, weak: boolean): string[] {
  return header.split(",").map((t) => (weak ? t.trim().replace(/^W\//, "") : t.trim()));
}

/** A date header in seconds, or undefined when it is not an HTTP date (and so is ignored). */
function secondsOf(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const ms = Date.parse(header);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
}

/** The status the request's preconditions give (RFC 9110 13.2.2), or 200 when they all hold. */
export function preconditionStatus(h: IncomingMessage["headers"], f: Pick<PublicFile, "etag" | "modified">) {
  const ifMatch = h["if-match"];
  if (ifMatch !== undefined) {
    const tags = tagsOf(ifMatch, false);
    if (!tags.includes("*") && !tags.includes(f.etag)) return 412;
  } else {
    const since = secondsOf(h["if-unmodified-since"]);
    if (since !== undefined && f.modified > since) return 412;
  }
  const ifNoneMatch = h["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const tags = tagsOf(ifNoneMatch, true);
    return tags.includes("*") || tags.includes(f.etag) ? 304 : 200;
  }
  const since = secondsOf(h["if-modified-since"]);
  return since !== undefined && f.modified <= since ? 304 : 200;
}

export function createPublicFiles(dir: string) {
  const files = readPublicFiles(dir);
  const fileOf = (url: string | undefined) => {
    const p = (url ?? "/").split("?")[0];
    try {
      return files.get(p.includes("%") ? decodeURIComponent(p) : p);
    } catch {
      return undefined;
    }
  };
  return {
    /** Whether the address names one of the files. */
    serves: (url: string | undefined) => fileOf(url) !== undefined,
    /** Answers a request whose address `serves`, any method (405 for all but GET and HEAD). */
    handle(req: IncomingMessage, res: ServerResponse): void {
      const f = fileOf(req.url);
      if (!f) return void res.writeHead(404, { "content-length": 0 }).end();
      if (refuseUnlessRead(req, res)) return;
      const status = preconditionStatus(req.headers, f);
      const validators = {
        "cache-control": "public, max-age=0",
        etag: f.etag,
        "last-modified": new Date(f.modified * 1000).toUTCString(),
      };
      if (status === 304) return void res.writeHead(304, validators).end();
      const body =
        status === 200
          ? f.body
          : problemJson({
              status: 412,
              title: "Precondition Failed",
              detail: "The file is not the one If-Match or If-Unmodified-Since names",
            });
      res.writeHead(status, {
        ...validators,
        "content-type": status === 200 ? f.type : PROBLEM_CONTENT_TYPE,
        "content-length": Buffer.byteLength(body),
      });
      res.end(req.method === "GET" ? body : undefined);
    },
  };
}
