// One process of a live crowd (bench/live-crowd.ts starts several): VIEWERS Server-Sent Events
// streams of one match, each behaving as the browser's EventSource does: it keeps the `retry` the
// stream gave it and waits that long before it reconnects (after the stream ends or the connection
// fails), with the last id it saw as Last-Event-ID. Commands on stdin, one line each, answered with one
// JSON line on stdout:
// - "status": how many viewers stand on each feed (the epoch of their last id) and when the last of
//   them got its first message there (wall-clock ms, so that processes compare);
// - "stop": ends every viewer and reports: when each change reached each viewer, how many connected,
//   the failures, the bytes, the gaps (a change missed within one feed), and the scores one viewer saw.
import { request, Agent } from "node:http";

const [base, streamPath, countArg] = process.argv.slice(2);
const VIEWERS = Number(countArg);
const now = () => performance.timeOrigin + performance.now();
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
// EventSource's own reconnection time until the stream names one (the HTML standard leaves it to the
// browser; Chromium's is 3 s).
const DEFAULT_RETRY_MS = 3_000;

/** Per event id ("epoch.seq"): the times viewers got it (first, last, how many). */
const arrivals = new Map<string, { first: number; last: number; n: number }>();
const connectMs: number[] = [];
let failures = 0; // answers other than 200
let refused = 0; // connections that failed (the server down, or refusing sockets)
let reconnects = 0; // streams that ended and were opened again
let snapshots = 0;
let gaps = 0; // a change whose seq did not follow the viewer's last one in the same feed
let bytes = 0;
/** Each viewer's feed and when it first heard from it. */
const standing: { epoch: string; since: number }[] = [];
/** The scores the first viewer saw, with the id and time of the message that carried them. */
const scores: { id: string; at: number; score: unknown }[] = [];
const sockets = new Set<() => void>();
let stopping = false;

function record(id: string, t: number) {
  const a = arrivals.get(id);
  if (!a) arrivals.set(id, { first: t, last: t, n: 1 });
  else {
    a.first = Math.min(a.first, t);
    a.last = Math.max(a.last, t);
    a.n++;
  }
}

function viewer(index: number, lastId?: string, retryMs = DEFAULT_RETRY_MS) {
  const t0 = now();
  let buffered = "";
  let last = lastId;
  let retry = retryMs;
  let first = true;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (last) headers["last-event-id"] = last;
  const req = request(`${base}${streamPath}`, { agent, headers });
  const close = () => req.destroy();
  sockets.add(close);
  let ended = false;
  // Once a connection: its end and an error after it must not bring the viewer back twice.
  const again = () => {
    if (ended) return;
    ended = true;
    sockets.delete(close);
    if (!stopping) setTimeout(() => viewer(index, last, retry), retry);
  };
  req.on("response", (res) => {
    if (res.statusCode !== 200) {
      failures++;
      res.resume();
      res.on("end", again);
      return;
    }
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      const t = now();
      bytes += Buffer.byteLength(chunk);
      if (first) {
        first = false;
        if (!lastId) connectMs.push(t - t0);
      }
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const r = /^retry: ?(\d+)$/m.exec(message)?.[1];
        if (r !== undefined) retry = Number(r);
        const id = /^id: ?(.*)$/m.exec(message)?.[1];
        if (id === undefined) continue; // the retry, a heartbeat
        const event = /^event: ?(.*)$/m.exec(message)?.[1];
        const [epoch, seqText] = id.split(".");
        const seq = Number(seqText);
        const [lastEpoch, lastSeq] = (last ?? "").split(".");
        if (event === "snapshot") snapshots++;
        else if (epoch === lastEpoch && seq !== Number(lastSeq) + 1) gaps++;
        if (standing[index]?.epoch !== epoch) standing[index] = { epoch, since: t };
        last = id;
        // A change goes to every viewer at once: its spread is what the bench measures (a snapshot is
        // each viewer's own, at its connect).
        if (event === "change") record(id, t);
        if (index === 0) {
          const data = message
            .split("\n")
            .filter((l) => l.startsWith("data:"))
            .map((l) => l.replace(/^data: ?/, ""))
            .join("\n");
          const score = (JSON.parse(data) as { score?: unknown }).score;
          if (score) scores.push({ id, at: t, score });
        }
      }
    });
    res.on("end", () => {
      if (!stopping) reconnects++;
      again();
    });
    res.on("error", () => {});
  });
  req.on("error", () => {
    if (!stopping) refused++;
    again();
  });
  req.end();
}

for (let i = 0; i < VIEWERS; i++) {
  viewer(i);
  // A few at a time: the crowd arrives over a few seconds, not in one event-loop turn of this process.
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write("connecting\n");

function status() {
  const byEpoch: Record<string, { n: number; lastSince: number }> = {};
  for (const s of standing) {
    if (!s) continue;
    const e = (byEpoch[s.epoch] ??= { n: 0, lastSince: 0 });
    e.n++;
    e.lastSince = Math.max(e.lastSince, s.since);
  }
  return { byEpoch, refused, failures };
}

process.stdin.setEncoding("utf8");
let pending = "";
process.stdin.on("data", (d: string) => {
  pending += d;
  let nl: number;
  while ((nl = pending.indexOf("\n")) >= 0) {
    const command = pending.slice(0, nl).trim();
    pending = pending.slice(nl + 1);
    if (command === "status") process.stdout.write(`${JSON.stringify(status())}\n`);
    if (command !== "stop") continue;
    stopping = true;
    const out = {
      connected: connectMs.length,
      connectMs,
      failures,
      refused,
      reconnects,
      snapshots,
      gaps,
      bytes,
      scores,
      arrivals: [...arrivals].map(([id, a]) => ({ id, ...a })),
    };
    for (const close of sockets) close();
    process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
  }
});
