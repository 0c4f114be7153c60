import { serveJobs } from "./worker-serve";

// A worker for worker-pool.test.ts: doubles a number, throws, ends its thread or stays busy, as asked.
serveJobs<{ op: "double" | "throw" | "exit" | "busy"; n: number }, number>(({ op, n }) => {
  if (op === "busy") {
    const until = Date.now() + n; // holds the thread n ms, as a long job does
    while (Date.now() < until);
    return { out: n };
  }
  if (op === "throw") throw new Error(`asked to throw at ${n}`);
  if (op === "exit") process.exit(3);
  return { out: n * 2 };
});
