import type { IncomingMessage, ServerResponse } from "node:http";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address";
import { isEmbedPath } from "./framing";
import {
  declaredTooLarge,
  isFormPost,
  mediaType,
  screenChunkedBody,
  screenFormPost,
  sentInChunks,
} from "./form-posts";
import { isHost } from "./host";
import type { Refusal } from "./refusal";
import { isHttps, securityHeaders } from "./security-headers";

export const MAX_URL_BYTES = 8192;
const METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
/** The methods the front door lets through, as an Allow header says them. */
export const ALLOW = METHODS.join(", ");

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What no path of ours can answer, refused before any handler sees it (Next answers a TRACE or a
 * `/%ff` with a 500): methods we never serve, addresses over 8 KiB, broken percent-encoding.
 */
export function screenRequest(method: string | undefined, url: string): Refusal | null {
  if (!METHODS.includes(method ?? ""))
    return {
      status: 405,
      title: "Method Not Allowed",
      detail: `${String(method).slice(0, 20)} is not served here; use ${ALLOW}`,
      headers: { allow: ALLOW },
    };
  // A character is at most 3 bytes of UTF-8: an address that short needs no counting.
  if (url.length > MAX_URL_BYTES / 3 && Buffer.byteLength(url) > MAX_URL_BYTES)
    return {
      status: 414,
      title: "URI Too Long",
      detail: `The request address is over ${MAX_URL_BYTES} bytes`,
    };
  // Only a percent sign can be broken percent-encoding: an address without one needs no decoding.
  if (url.includes("%"))
    try {
      decodeURIComponent(url);
    } catch {
      return {
        status: 400,
        title: "Bad Request",
        detail: "The address has broken percent-encoding (a % not followed by two hex digits, or not UTF-8)",
      };
    }
  return null;
}

/**
 * The request target in origin form (a path), which every handler takes: an absolute-form target
 * (`GET http://host/path`, which HTTP/1.1 servers must accept, and proxies send) becomes its path and
 * query, its authority the Host (RFC 9112 3.2.2), rather than a redirect to whatever host it named.
 * "asterisk": the whole server's OPTIONS (`*`); a refusal for any other target, which Next answered 500.
 */
export function originForm(req: IncomingMessage): Refusal | "asterisk" | null {
  const target = req.url ?? "/";
  if (target.startsWith("/")) return null;
  if (target === "*") {
    if (req.method === "OPTIONS") return "asterisk";
    return { status: 400, title: "Bad Request", detail: "The request target * is for OPTIONS only" };
  }
  const url = URL.canParse(target) ? new URL(target) : null;
  if (url && (url.protocol === "http:" || url.protocol === "https:") && url.host) {
    req.url = `${url.pathname}${url.search}`;
    req.headers.host = url.host;
    return null;
  }
  return {
    status: 400,
    title: "Bad Request",
    detail: "The request target is neither a path nor an http(s) address",
  };
}

/**
 * A page request's Host (and a trusted proxy's X-Forwarded-Host) must be a host, and an
 * X-Forwarded-Proto http or https: the pages build addresses from them (next-auth's own, link
 * previews), and a made-up one answered 500. Without `trustProxy` an X-Forwarded-Host is a visitor's
 * claim: taken off the request, never believed. A proxy's lists are cut to their first entry (what the
 * visitor asked for): every reader takes the header whole.
 */
export function screenHost(headers: IncomingMessage["headers"], trustProxy: boolean): Refusal | null {
  const first = (name: string) => {
    const raw = headers[name];
    return raw === undefined ? undefined : String(raw).split(",")[0].trim();
  };
  const forwarded = trustProxy ? first("x-forwarded-host") : undefined;
  const proto = first("x-forwarded-proto")?.toLowerCase();
  delete headers["x-forwarded-host"];
  const bad = (name: string) => ({
    status: 400,
    title: "Bad Request",
    detail: `The ${name} header is not a host name or address with an optional port`,
  });
  if (headers.host !== undefined && !isHost(headers.host)) return bad("Host");
  if (forwarded !== undefined && !isHost(forwarded)) return bad("X-Forwarded-Host");
  if (proto !== undefined && proto !== "http" && proto !== "https")
    return { status: 400, title: "Bad Request", detail: "The X-Forwarded-Proto header is not http or https" };
  if (forwarded !== undefined) headers["x-forwarded-host"] = forwarded;
  if (proto !== undefined) headers["x-forwarded-proto"] = proto;
  return null;
}

/**
 * A server action (a POST with Next-Action) comes from our pages' script as text/plain or
 * multipart/form-data; any other body type made Next render its error document, 500, for a page.
 */
export function screenAction(headers: IncomingMessage["headers"]): Refusal | null {
  if (headers["next-action"] === undefined) return null;
  const type = mediaType(headers);
  if (type === "text/plain" || type === "multipart/form-data") return null;
  return {
    status: 400,
    title: "Bad Request",
    detail: "A server action is sent as text/plain or multipart/form-data",
  };
}

// The security headers as name, value, name, value…, made once for each scheme and for embeds, not
// once a request.
const listOf = (https: boolean, frameable = false) =>
  Object.freeze(Object.entries(securityHeaders(https, frameable)).flat());
const SECURITY_LIST = { http: listOf(false), https: listOf(true) };
const EMBED_LIST = { http: listOf(false, true), https: listOf(true, true) };
const FRONT_HEADERS = Symbol.for("footy.front-headers");
type Fronted = ServerResponse & { [FRONT_HEADERS]?: readonly string[] };

/**
 * The security headers a lean handler's answer must carry (withFrontDoor's `lean`), as a flat list of
 * names and values to put first in its writeHead; none for an answer the front door did not see.
 */
export const frontHeaders = (res: ServerResponse): readonly string[] => (res as Fronted)[FRONT_HEADERS] ?? [];

const NONE: readonly string[] = Object.freeze([]);
const trustsProxy = () => Boolean(process.env.TRUST_PROXY);

/**
 * The front server's listener: security headers on every answer, refusals, the visitor's address in
 * CLIENT_ADDRESS_HEADER, then `next`. `lean`: the paths (the embedded data service's) whose handler
 * writes the security headers itself, in its one writeHead (frontHeaders), rather than have them set
 * one by one beforehand (setHeader checks each name and value, and a writeHead after it merges header
 * by header, with the checks again: more than all the service's small answers' other headers cost),
 * and works out the visitor's address itself when it needs it (a header a client sent by that name
 * is then not the front door's: never to be believed).
 */
export function withFrontDoor(
  next: Listener,
  lean?: { paths: (url: string) => boolean; handle: Listener },
): Listener {
  return (req, res) => {
    const scheme = isHttps(req) ? "https" : "http";
    const form = originForm(req);
    if (form === "asterisk") return void res.writeHead(204, [...SECURITY_LIST[scheme], "allow", ALLOW]).end();
    if (form) return refuse(req, res, form, SECURITY_LIST[scheme]);
    const url = req.url ?? "/";
    const embed = isEmbedPath(url);
    const list = (embed ? EMBED_LIST : SECURITY_LIST)[scheme];
    // An embed is drawn for a signed-out visitor whatever cookies come with it: none reaches Next, so
    // no session is read, and none is set or renewed, in another site's frame.
    if (embed) delete req.headers.cookie;
    const toLean = lean?.paths(url) ?? false;
    if (toLean) (res as Fronted)[FRONT_HEADERS] = list;
    else for (let i = 0; i < list.length; i += 2) res.setHeader(list[i], list[i + 1]);
    // The data service's paths read the Host only to match a token's audience: no check on their way.
    const refusal =
      screenRequest(req.method, url) ??
      (toLean ? null : (screenHost(req.headers, trustsProxy()) ?? screenAction(req.headers)));
    if (refusal) return refuse(req, res, refusal, toLean ? list : NONE);
    // A lean handler works the address out itself when it needs one (clientAddress): most of its
    // answers need none, and reading the environment for it cost each of them a lookup.
    if (toLean) return lean!.handle(req, res);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    // Every body Next is handed is bounded (form-posts.ts): one declared over the limit is refused
    // before it comes. A page's form or server action is read here first, and checked; a route
    // handler reads its own body, counted here first when sent in chunks.
    const tooLarge = declaredTooLarge(req.headers);
    if (tooLarge) return refuse(req, res, tooLarge, NONE);
    if (isFormPost(req) && !url.startsWith("/api/")) return handOn(req, res, screenFormPost(req), next);
    if (sentInChunks(req.headers)) return handOn(req, res, screenChunkedBody(req), next);
    next(req, res);
  };
}

/** Next is handed the request as read (its body read here), or the visitor the refusal. */
function handOn(
  req: IncomingMessage,
  res: ServerResponse,
  read: Promise<{ refusal: Refusal } | { req: IncomingMessage }>,
  next: Listener,
) {
  read.then(
    (r) => ("refusal" in r ? refuse(req, res, r.refusal, NONE) : next(r.req, res)),
    () => refuse(req, res, BODY_UNREAD, NONE),
  );
}

const BODY_UNREAD: Refusal = {
  status: 400,
  title: "Bad Request",
  detail: "The request's body could not be read",
};

/** Answers with the refusal's problem+json; `first`: the headers to write before its own (lean paths'). */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal, first: readonly string[]) {
  const body = problemJson(refusal);
  res.writeHead(refusal.status, [
    ...first,
    "content-type",
    PROBLEM_CONTENT_TYPE,
    "content-length",
    String(Buffer.byteLength(body)),
    "cache-control",
    "no-store",
    ...Object.entries(refusal.headers ?? {}).flat(),
  ]);
  res.end(req.method === "HEAD" ? undefined : body);
  if (req.method !== "GET" && req.method !== "HEAD" && !req.complete) drainBody(req);
}

// What a refused request still sends is read and dropped, up to a bound. Closing at once made the
// kernel reset the connection while the client was still writing its body, and a client that writes
// its whole body before it reads (Node's, many others) lost the answer with it: a 413 became a
// connection error on a busy machine. Past the bound (a body far over the limit, or one too slow)
// the connection is cut; the answer was sent first.
const DRAIN_BYTES = 4 * 1024 * 1024;
const DRAIN_MS = 5_000;

function drainBody(req: IncomingMessage) {
  let seen = 0;
  const cut = () => req.socket.destroy();
  const timer = setTimeout(cut, DRAIN_MS);
  timer.unref();
  const stop = () => clearTimeout(timer);
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_BYTES) cut();
  });
  req.once("end", stop);
  req.once("close", stop);
  req.resume();
}
