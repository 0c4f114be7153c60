import { serveJobs } from "./worker-serve";

// A worker for worker-pool.test.ts and worker-offload.test.ts: doubles a number (now, or later: a
// promise), throws, ends its thread or stays busy, as asked.
serveJobs<{ op: "double" | "later" | "throw" | "exit" | "busy"; n: number }, number>(({ op, n }) => {
  if (op === "later") return new Promise((r) => setTimeout(() => r({ out: n * 2 }), 5));
  if (op === "busy") {
    const until = Date.now() + n; // holds the thread n ms, as a long job does
    while (Date.now() < until);
    return { out: n };
  }
  if (op === "throw") throw new Error(`asked to throw at ${n}`);
  if (op === "exit") process.exit(3);
  return { out: n * 2 };
});
