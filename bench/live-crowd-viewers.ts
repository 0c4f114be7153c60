// One process of a live crowd (bench/live-crowd.ts starts several): VIEWERS Server-Sent Events
// streams of one match, held until the parent sends "stop" on stdin; then one JSON line on stdout:
// when each event id reached each viewer (wall-clock ms, so that processes compare), how many viewers
// connected, and the failures. A viewer that loses its stream reconnects with Last-Event-ID.
import { request, Agent } from "node:http";

const [base, streamPath, countArg] = process.argv.slice(2);
const VIEWERS = Number(countArg);
const now = () => performance.timeOrigin + performance.now();
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

/** Per event id: the times viewers got it (first, last, how many). */
const arrivals = new Map<number, { first: number; last: number; n: number }>();
const connectMs: number[] = [];
let failures = 0;
let reconnects = 0;
let snapshots = 0;
const sockets = new Set<() => void>();

function record(id: number, t: number) {
  const a = arrivals.get(id);
  if (!a) arrivals.set(id, { first: t, last: t, n: 1 });
  else {
    a.first = Math.min(a.first, t);
    a.last = Math.max(a.last, t);
    a.n++;
  }
}

function viewer(lastId?: string) {
  const t0 = now();
  let buffered = "";
  let last = lastId;
  let first = true;
  const headers: Record<string, string> = { accept: "text/event-stream" };
  if (last) headers["last-event-id"] = last;
  const req = request(`${base}${streamPath}`, { agent, headers });
  const close = () => req.destroy();
  sockets.add(close);
  req.on("response", (res) => {
    if (res.statusCode !== 200) {
      failures++;
      res.resume();
      return;
    }
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => {
      const t = now();
      if (first) {
        first = false;
        if (!lastId) connectMs.push(t - t0);
      }
      buffered += chunk;
      let end: number;
      while ((end = buffered.indexOf("\n\n")) >= 0) {
        const message = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        const id = /^id: ?(.*)$/m.exec(message)?.[1];
        const event = /^event: ?(.*)$/m.exec(message)?.[1];
        if (event === "snapshot") snapshots++;
        if (id !== undefined) last = id;
        // A change goes to every viewer at once: its spread is what the bench measures (a snapshot is
        // each viewer's own, at its connect).
        const seq = Number(id?.split(".").at(-1));
        if (event === "change" && Number.isFinite(seq)) record(seq, t);
      }
    });
    res.on("end", () => {
      sockets.delete(close);
      if (!stopping) {
        reconnects++;
        setTimeout(() => viewer(last), 500 + Math.random() * 1000);
      }
    });
    res.on("error", () => {});
  });
  req.on("error", () => {
    sockets.delete(close);
    if (!stopping) {
      failures++;
      setTimeout(() => viewer(last), 1000 + Math.random() * 1000);
    }
  });
  req.end();
}

let stopping = false;
for (let i = 0; i < VIEWERS; i++) {
  viewer();
  // A few at a time: the crowd arrives over a few seconds, not in one event-loop turn of this process.
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write("connecting\n");

process.stdin.setEncoding("utf8");
process.stdin.on("data", (d: string) => {
  if (!d.includes("stop")) return;
  stopping = true;
  const out = {
    connected: connectMs.length,
    connectMs,
    failures,
    reconnects,
    snapshots,
    arrivals: [...arrivals].map(([id, a]) => ({ id, ...a })),
  };
  for (const close of sockets) close();
  process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
});
