// Server-Sent Events on the wire (the WHATWG HTML standard's event stream format), as bytes made once
// and written as they are to every viewer.

/** One event: its type, its id (what the browser sends back as Last-Event-ID) and its data. */
export function sseFrame(f: { event: string; id: string; data: string }): Buffer {
  // A line break in the data would end its field: each line is a data field of its own, rejoined
  // with "\n" by the browser (JSON.stringify never makes one; other text might).
  const data = f.data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join("");
  return Buffer.from(`event: ${f.event}\nid: ${f.id}\n${data}\n`, "utf8");
}

/** A comment line: ignored by the browser, but traffic that keeps proxies from closing an idle stream. */
export const HEARTBEAT: Buffer = Buffer.from(":\n\n");

/** How long the browser waits before it reconnects after the stream ends or breaks. */
export const retryFrame = (ms: number): Buffer => Buffer.from(`retry: ${Math.max(0, Math.round(ms))}\n\n`);

// An event's id names the feed it came from (its epoch: when this process began it) and its place in
// that feed (seq, counting from 0, the first snapshot). A Last-Event-ID from another feed (before a
// restart, another instance's, one let go) is not a place in this one: it gets a fresh snapshot.
const ID = /^([0-9a-z]{1,12})\.(\d{1,9})$/;

export const eventId = (epoch: string, seq: number) => `${epoch}.${seq}`;

/** The feed and place a Last-Event-ID names; null for anything else (missing, malformed, a list). */
export function parseEventId(raw: string | string[] | undefined): { epoch: string; seq: number } | null {
  const m = typeof raw === "string" ? ID.exec(raw.trim()) : null;
  return m ? { epoch: m[1], seq: Number(m[2]) } : null;
}
