// `npx tsx bench/small-answers.ts [--rounds N] [--profile SECONDS [--plain]] [--loop N] [--app [--write]]`: the
// small answers alone (issue 25 item 4: ladders, match details and score at 0.9 of plain Node sending the
// same bytes), measured as `npm run bench` measures them (bench/load.ts) in a minute rather than half an
// hour. Prints; writes nothing. `--profile S` loads only the service, S seconds an answer, for
// `node --cpu-prof --import tsx`; `--loop N` times N answers handed straight to the service's handler
// (no sockets, no HTTP parsing: the service's own cost an answer, which the load's noise hides).
// `--app`: through the built app's port instead (`npm start`, issue 56 item 3: bench/app-answers.ts),
// beside plain Node and the service alone; `--write` puts that section in BENCHMARKS.md;
// `--worker-threads 0` starts the app with WORKER_THREADS=0 (printed only); `--only NAME` loads one answer.
import os from "node:os";
import { startService, type RunningService } from "@/tests/helpers/start-service";
import {
  APP_OPERATIONS,
  APP_SECTION_HEADING,
  appAgainstPlain,
  appLine,
  appSection,
  startBuiltApp,
  type AppOpResult,
} from "./app-answers";
import { againstPlain, load } from "./load";
import { startPlainServer } from "./plain-server";
import { ratio, replaceSection, type Load } from "./report";
import { OPERATIONS, SMALL } from "./service-operations";

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : Number(process.argv[at + 1]);
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** The service's own time an answer: `n` requests for `path` handed to its handler, no socket. */
async function handlerLoop(rs: RunningService, path: string, n: number): Promise<number> {
  const host = new URL(rs.base).host;
  const req = { url: path, method: "GET", headers: { host, authorization: `Bearer ${rs.token}` } };
  let status = 0;
  const res = {
    headersSent: false,
    writeHead: (s: number) => void (status = s),
    end: () => {},
  };
  const handle = rs.service.handle as (req: unknown, res: unknown) => unknown;
  const one = async () => {
    const out = handle(req, res);
    if (out instanceof Promise) await out;
  };
  for (let i = 0; i < 2000; i++) await one(); // warm: the answer cached, the code optimised
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await one();
  const ns = Number(process.hrtime.bigint() - t0) / n;
  if (status !== 200) throw new Error(`${path}: ${status}`);
  return ns;
}

/** `--profile S`: the service alone under load, S seconds (or, with `--plain`, plain Node alone). */
async function profileLoad(rs: RunningService, op: { name: string; path: string }, seconds: number) {
  let side = "service";
  let l: Load;
  if (process.argv.includes("--plain")) {
    side = "plain";
    const res = await rs.get(op.path);
    const plain = await startPlainServer(Buffer.from(await res.arrayBuffer()), res.headers);
    l = await load(`${plain.url}${op.path}`, { authorization: `Bearer ${rs.token}` }, true, seconds);
    await plain.close();
  } else l = await load(`${rs.base}${op.path}`, { authorization: `Bearer ${rs.token}` }, true, seconds);
  const us = ((l.elu * 1e6) / l.rps).toFixed(1);
  console.log(
    `${op.name}: ${side} ${Math.round(l.rps)} rps, loop busy ${(l.elu * 100).toFixed(1)}%, ${us} µs an answer`,
  );
}

/** `--app`: the answers through the built app's port, beside plain Node and the service alone. */
async function appAnswers(rs: RunningService, rounds: number) {
  const threads0 = arg("--worker-threads") === 0;
  const started = loadavg();
  const ra = await startBuiltApp(console.log, threads0 ? { WORKER_THREADS: "0" } : {});
  console.log(`app ready in ${ra.startMs} ms${threads0 ? " (WORKER_THREADS=0)" : ""}`);
  const rows: AppOpResult[] = [];
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
  try {
    for (const op of APP_OPERATIONS.filter((o) => !only || o.name === only)) {
      const r = await appAgainstPlain(ra, rs, op, rounds);
      rows.push(r);
      console.log(appLine(r));
    }
  } finally {
    await ra.close();
  }
  if (process.argv.includes("--write") && !threads0 && !only) {
    const date = new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";
    const section = appSection(rows, { rounds, startMs: ra.startMs, date, load: started.split(" ")[0] });
    replaceSection("app-port", APP_SECTION_HEADING, section, "## Start-up");
    console.log("wrote BENCHMARKS.md's section on the app's port");
  }
}

async function main() {
  const rounds = arg("--rounds") ?? 3;
  const profileS = arg("--profile");
  const loopN = arg("--loop");
  const rs = await startService();
  console.log(`load average ${loadavg()} at the start`);
  try {
    if (process.argv.includes("--app")) return await appAnswers(rs, rounds);
    for (const op of OPERATIONS.filter((o) => o.target === SMALL)) {
      if (loopN) {
        const ns = await handlerLoop(rs, op.path, loopN);
        console.log(`${op.name}: ${(ns / 1000).toFixed(2)} µs an answer in the handler (${loopN} answers)`);
        continue;
      }
      if (profileS) {
        await profileLoad(rs, op, profileS);
        continue;
      }
      const r = await againstPlain(rs, op, rounds);
      // The loop's busy time an answer: less noisy than rps, since it leaves out the time waiting on
      // the load generator (though not the time the thread was descheduled while busy).
      const us = (l: Load) =>
        `${((l.elu * 1e6) / l.rps).toFixed(1)} busy, ${l.cpuUsPerAnswer?.toFixed(1)} CPU`;
      console.log(
        `${op.name}: plain ${Math.round(r.plain.rps)} rps, service ${Math.round(r.service.rps)} rps, ` +
          `ratio ${(ratio(r) * 100).toFixed(1)}%, loop busy ${(r.plain.elu * 100).toFixed(0)}% / ` +
          `${(r.service.elu * 100).toFixed(0)}%, ${us(r.plain)} / ${us(r.service)} µs an answer`,
      );
    }
  } finally {
    await rs.close();
  }
  console.log(`load average ${loadavg()} at the end`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
