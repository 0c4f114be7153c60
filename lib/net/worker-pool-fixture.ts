import { serveJobs } from "./worker-serve";

// A worker for worker-pool.test.ts: doubles a number, throws, or ends its thread, as asked.
serveJobs<{ op: "double" | "throw" | "exit"; n: number }, number>(({ op, n }) => {
  if (op === "throw") throw new Error(`asked to throw at ${n}`);
  if (op === "exit") process.exit(3);
  return { out: n * 2 };
});
