import { IncomingMessage } from "node:http";
import { argumentsProblem } from "./action-arguments";
import type { Refusal } from "./refusal";

/**
 * The most any request to Next may carry: Next's own limit on a form or server action's body
 * (serverActions.bodySizeLimit's default, 1 MB), and far over what a route handler takes (the sign-in's
 * form, a club).
 */
export const BODY_LIMIT = 1024 * 1024;

/** The Content-Type's media type, lowercase, without its parameters. */
export const mediaType = (headers: IncomingMessage["headers"]) =>
  (headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/**
 * A POST to a page that Next reads as a form or a server action: a Next-Action header (our pages'
 * script), or a multipart body (a form sent without the script, as the sign-in and sign-out forms
 * can be).
 */
export function isFormPost(req: IncomingMessage): boolean {
  return (
    req.method === "POST" &&
    (req.headers["next-action"] !== undefined || mediaType(req.headers) === "multipart/form-data")
  );
}

const bad = (detail: string): Refusal => ({ status: 400, title: "Bad Request", detail });
const TOO_LARGE: Refusal = {
  status: 413,
  title: "Content Too Large",
  detail: `A request's body is at most ${BODY_LIMIT} bytes`,
};

/**
 * The body, or null once it passes `limit` bytes (the rest is left unread); rejects if the visitor
 * goes. A length declared over the limit never gets here (declaredTooLarge, at the front door).
 */
function readUpTo(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (body: Buffer | null) => {
      req.off("data", onData);
      req.pause();
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return done(null);
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => done(Buffer.concat(chunks)));
    // A visitor gone before the end (a settled promise ignores the close that follows an end).
    const gone = () => {
      req.off("data", onData);
      reject(new Error("the request ended before its body"));
    };
    req.once("error", gone);
    req.once("close", gone);
  });
}

/** The request again, its body the one read from it (the original's stream is spent). */
function withBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  // Complete, as the parser marks a request read to its end: an incomplete one that ends is taken
  // for a visitor gone, and its socket destroyed.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/** A form sent without the script: each action it names (`$ACTION_REF_n`) has its arguments at `$ACTION_n:`. */
function scriptlessProblem(form: FormData): string | null {
  for (const name of form.keys()) {
    const n = /^\$ACTION_REF_(.*)$/.exec(name)?.[1];
    const problem =
      n === undefined
        ? null
        : argumentsProblem((part) => form.get(part), { prefix: `$ACTION_${n}:`, script: false });
    if (problem) return problem;
  }
  return null;
}

/**
 * Reads a form post's body (isFormPost) before Next does, and refuses one that Next's readers would
 * have failed on with its error document, 500: a multipart body that does not parse, a server action
 * whose arguments React's decoder cannot read (action-arguments.ts), a body over Next's limit.
 * Otherwise: the request to hand Next, carrying the body read here. What the arguments mean is each
 * action's to check.
 */
export async function screenFormPost(
  req: IncomingMessage,
): Promise<{ refusal: Refusal } | { req: IncomingMessage }> {
  const refusal = (detail: string) => ({ refusal: bad(detail) });
  const body = await readUpTo(req, BODY_LIMIT);
  if (body === null) return { refusal: TOO_LARGE };
  const action = req.headers["next-action"] !== undefined;
  if (mediaType(req.headers) === "multipart/form-data") {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { "content-type": String(req.headers["content-type"]) },
      }).formData();
    } catch {
      return refusal("The body is not multipart/form-data with the boundary its Content-Type names");
    }
    const problem = action
      ? argumentsProblem((name) => form.get(name), { script: true, order: [...form.keys()] })
      : scriptlessProblem(form);
    if (problem) return refusal(problem);
  } else if (action) {
    const text = body.toString("utf8");
    const problem = argumentsProblem((name) => (name === "0" ? text : null), {
      script: true,
      rootNotJson: "A server action's body is not JSON",
    });
    if (problem) return refusal(problem);
  }
  return { req: withBody(req, body) };
}

// Any other body Next is handed is bounded as a form's is. A route handler reads the whole body before
// it can judge it: next-auth's sign-in took a post of any size whole, from anyone, and failed on one
// too long for a string (docs/decisions/form-posts-read-at-the-front-door.md).

/** 413 for a body declared over the limit, before it comes (Node's parser holds a body to its length). */
export const declaredTooLarge = (headers: IncomingMessage["headers"]): Refusal | null =>
  Number(headers["content-length"] ?? 0) > BODY_LIMIT ? TOO_LARGE : null;

/** A body sent in chunks, its length not declared: it must be counted as it comes (screenChunkedBody). */
export const sentInChunks = (headers: IncomingMessage["headers"]): boolean =>
  headers["content-length"] === undefined && headers["transfer-encoding"] !== undefined;

/** A body sent in chunks, read here up to the limit; the request handed on carries it as read. */
export async function screenChunkedBody(
  req: IncomingMessage,
): Promise<{ refusal: Refusal } | { req: IncomingMessage }> {
  const body = await readUpTo(req, BODY_LIMIT);
  return body === null ? { refusal: TOO_LARGE } : { req: withBody(req, body) };
}
