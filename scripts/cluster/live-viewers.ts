// Viewers of a live match's stream for the cluster test: many at once over plain sockets (no browser),
// each keeping the ids of the events it was sent. A viewer whose stream breaks (its instance killed)
// comes back, as a browser's EventSource does, with Last-Event-ID, and nginx sends it to another
// instance; what it is sent then must carry on its sequence.
import { Agent, request } from "node:http";

interface Viewer {
  /** The epoch and the numbers of the events received, in the order received. */
  epoch: string | null;
  seqs: number[];
  /** Events sent as a snapshot after a resume: something the viewer missed was not in the ring. */
  resumedWithSnapshot: number;
  connects: number;
  req: ReturnType<typeof request> | null;
  errors: string[];
}

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

function parseBlock(block: string): { event: string; id: string } | null {
  let event = "message";
  let id = "";
  let data = false;
  for (const line of block.split("\n")) {
    if (line.startsWith("event: ")) event = line.slice(7);
    else if (line.startsWith("id: ")) id = line.slice(4);
    else if (line.startsWith("data: ")) data = true;
  }
  return data ? { event, id } : null;
}

function connect(v: Viewer, url: string, closed: () => boolean): void {
  const last = v.seqs.length ? `${v.epoch}.${v.seqs.at(-1)}` : null;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (last) headers["last-event-id"] = last;
  v.connects++;
  let first = true;
  let buf = "";
  const again = (why: string) => {
    v.req = null;
    if (closed()) return;
    v.errors.push(why);
    // As an EventSource after a broken stream: again after a while (the server's retry is 2–10 s; a
    // shorter spread here keeps the test short, and still spreads the crowd over a second).
    setTimeout(() => connect(v, url, closed), 200 + Math.random() * 1000).unref();
  };
  const req = request(url, { agent, headers }, (res) => {
    if (res.statusCode !== 200) {
      res.resume();
      return again(`status ${res.statusCode}`);
    }
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      buf += chunk;
      let cut: number;
      while ((cut = buf.indexOf("\n\n")) >= 0) {
        const e = parseBlock(buf.slice(0, cut));
        buf = buf.slice(cut + 2);
        if (!e) continue;
        const [epoch, seq] = e.id.split(".");
        if (first && last && e.event !== "change") v.resumedWithSnapshot++;
        first = false;
        if (v.epoch !== null && v.epoch !== epoch) v.errors.push(`epoch ${epoch} after ${v.epoch}`);
        v.epoch = epoch;
        v.seqs.push(Number(seq));
      }
    });
    res.on("close", () => again(res.complete ? "ended" : "cut"));
    res.on("error", () => {});
  });
  req.on("error", (err) => again(err.message));
  req.end();
  v.req = req;
}

/** `n` viewers of `url`, connecting over `spreadMs`. */
export function watchers(url: string, n: number, spreadMs: number) {
  let closed = false;
  const viewers: Viewer[] = Array.from({ length: n }, () => ({
    epoch: null,
    seqs: [],
    resumedWithSnapshot: 0,
    connects: 0,
    req: null,
    errors: [],
  }));
  viewers.forEach((v, i) => setTimeout(() => connect(v, url, () => closed), (i * spreadMs) / n).unref());
  return {
    viewers,
    /** The newest event number any viewer has. */
    newest: () => Math.max(-1, ...viewers.map((v) => v.seqs.at(-1) ?? -1)),
    /** How many viewers have every event up to `seq`. */
    upTo: (seq: number) => viewers.filter((v) => (v.seqs.at(-1) ?? -1) >= seq).length,
    close() {
      closed = true;
      viewers.forEach((v) => v.req?.destroy());
    },
  };
}

/**
 * What is wrong with each viewer's events: each number once, one after another from its first (a
 * snapshot) to `upTo`, in one epoch, and no snapshot where a resume should have carried on.
 */
export function problemsOf(viewers: readonly Viewer[], upTo: number): string[] {
  const out: string[] = [];
  viewers.forEach((v, i) => {
    const s = v.seqs;
    const gaps = s.slice(1).filter((x, j) => x !== s[j] + 1).length;
    if (!s.length) out.push(`viewer ${i}: no event`);
    else if (gaps) out.push(`viewer ${i}: ${gaps} out of order or missed: ${s.join(",")}`);
    else if (s.at(-1)! < upTo) out.push(`viewer ${i}: up to ${s.at(-1)} only, not ${upTo}`);
    if (v.resumedWithSnapshot) out.push(`viewer ${i}: a snapshot on resuming (missed events)`);
    if (v.errors.some((e) => e.startsWith("epoch"))) out.push(`viewer ${i}: ${v.errors.join("; ")}`);
  });
  return out;
}
