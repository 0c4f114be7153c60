// One process of polling viewers (bench/live-polling.ts): VIEWERS pages of a live match that poll as
// the page does without a stream. Each repeats the requests one real page made in a recorded period
// (their paths, headers and moments within it), shifted by its own offset, as tabs' clocks and their
// fixed spread after the beat shift them (lib/queries/live-clock.ts). Runs until "stop" on stdin, then
// one JSON line: requests answered and failed, bytes, and each request's time to its last byte.
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";

interface Recorded {
  periodMs: number;
  requests: { atMs: number; path: string; headers: Record<string, string> }[];
}

const [base, recordedFile, countArg, spreadArg] = process.argv.slice(2);
const { periodMs, requests } = JSON.parse(readFileSync(recordedFile, "utf8")) as Recorded;
const VIEWERS = Number(countArg);
const SPREAD_MS = Number(spreadArg);
// A browser keeps its connections to an origin open between polls: here one pool of them, kept alive.
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

let answered = 0;
let failed = 0;
let bytes = 0;
let pending = 0; // asked and not yet answered
const ms: number[] = [];
const statuses: Record<string, number> = {};
const timers = new Set<NodeJS.Timeout>();
const t0 = Date.now();

function ask(path: string, headers: Record<string, string>) {
  const start = performance.now();
  pending++;
  const done = () => {
    pending--;
    ms.push(performance.now() - start);
  };
  const req = request(base + path, { agent, headers }, (res) => {
    const status = res.statusCode ?? 0;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 400) answered++;
    else failed++;
    res.on("data", (c: Buffer) => (bytes += c.length));
    res.on("end", done);
    res.on("error", () => {});
  });
  req.on("error", () => {
    failed++;
    done();
  });
  req.end();
}

/** Each request of the period at its moment plus this viewer's offset, every period from now on. */
function poll(offsetMs: number) {
  for (const r of requests) {
    const first = periodMs - ((Date.now() - r.atMs - offsetMs) % periodMs);
    const start = setTimeout(() => {
      ask(r.path, r.headers);
      const every = setInterval(() => ask(r.path, r.headers), periodMs);
      timers.add(every);
    }, first);
    timers.add(start);
  }
}

for (let i = 0; i < VIEWERS; i++) poll(Math.random() * SPREAD_MS);

process.stdin.setEncoding("utf8");
process.stdin.on("data", (d: string) => {
  if (!d.includes("stop")) return;
  for (const t of timers) clearTimeout(t);
  const out = { answered, failed, pending, bytes, ms, statuses, seconds: (Date.now() - t0) / 1000 };
  process.stdout.write(`${JSON.stringify(out)}\n`, () => process.exit(0));
});
process.stdout.write("polling\n");
