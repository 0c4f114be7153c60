// `.env`, `.env.local` and `.env.<mode>` read into process.env as `next start` and `next dev` read them
// (@next/env), before anything reads its settings: imported first by server.ts and the service's own
// start. A variable already set in the environment wins over the files.
// A CommonJS bundle whose names Node cannot see from an ES module: its default export.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production", {
  info: () => {},
  error: console.error,
});

// Node 20 ran out of support on 30 April 2026. The app still runs on it (these machines have it), but
// an operator is told once which to use instead: on standard output, a notice and not an error (a start
// that is refused says why in one line of its standard error, and only that).
if (Number(process.versions.node.split(".")[0]) <= 20)
  console.log(
    `[node] Node ${process.versions.node} is past its end of life (30 April 2026): the app runs on it, but use Node 22 or 24 (.nvmrc)`,
  );
