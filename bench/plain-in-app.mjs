// Preloaded into the built app's process by bench/app-answers.ts (NODE_OPTIONS=--import): plain
// node:http on BENCH_PLAIN_PORT in the app's main thread, beside server.ts's own server, answering each
// address with the bytes and headers the bench put for it in BENCH_PLAIN_DIR ({headers, body: base64}
// in the file `${encodeURIComponent(address)}.json`, read once). The yardstick that runs where the app's answers run:
// the same isolate and event loop as Next's. Only the server's own thread: not npm's, nor a worker's.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

const port = Number(process.env.BENCH_PLAIN_PORT);
if (isMainThread && port && process.argv[1]?.endsWith("server.mjs")) {
  const answers = new Map();
  const answerTo = (url) => {
    let a = answers.get(url);
    if (!a) {
      const { headers, body } = JSON.parse(
        readFileSync(path.join(process.env.BENCH_PLAIN_DIR, `${encodeURIComponent(url)}.json`), "utf8"),
      );
      answers.set(url, (a = { headers, body: Buffer.from(body, "base64") }));
    }
    return a;
  };
  const server = createServer((req, res) => {
    const { headers, body } = answerTo(req.url ?? "/");
    res.writeHead(200, headers);
    res.end(body);
  });
  server.on("error", (err) => console.error(`bench plain server: ${err.message}`));
  server.listen(port, "127.0.0.1");
}
