// The bench's own reads of the app (its counters, a page before and after a load), apart from the load
// itself (autocannon counts its own errors). undici keeps an idle connection for the server's advertised
// Keep-Alive timeout less a second (server.ts: 65 s), about the length of the crowd's load, so a read
// straight after it can meet a connection the server is closing: twice in full runs that read failed
// ("fetch failed") and the whole crowd section was thrown away. A GET failing at the network level is
// tried once more, on a new connection; what failed is named with its cause.

/** What an error says, with its cause's code and message (undici's "fetch failed" names only the first). */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined;
  const why = cause ? [cause.code, cause.message].filter((x) => x !== undefined).join(" ") : "";
  return why ? `${e.message} (${why})` : e.message;
}

/** fetch for the bench's GETs: once more after a network failure (fetch's TypeError), never after an answer. */
export async function benchGet(url: string, init: RequestInit = {}, log = console.warn): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    if (!(e instanceof TypeError) || (init.method && init.method !== "GET")) throw e;
    log(`bench: GET ${url} failed at the network (${describeError(e)}); once more on a new connection`);
    return fetch(url, init);
  }
}
