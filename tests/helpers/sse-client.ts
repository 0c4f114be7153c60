import { request, type IncomingHttpHeaders, type IncomingMessage } from "node:http";

// A test's viewer of an event stream: what the server sent, read as it comes, over a plain socket (no
// browser's EventSource: the test sees every byte, and decides itself whether to reconnect).

export interface SseEvent {
  event: string;
  id: string;
  data: Record<string, unknown>;
}

export interface SseStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, as text. */
  text(): string;
  /** The events received so far (comments and the retry left out). */
  events(): SseEvent[];
  /** Resolves once `test` holds for what was received, or rejects after `ms` (or when it ends first). */
  until(test: (s: SseStream) => boolean, ms: number, what: string): Promise<void>;
  /** Whether the answer has ended (the server's end, or the connection's). */
  ended(): boolean;
  /** Whether the server ended it properly (the chunked body's last chunk), not by cutting the connection. */
  completed(): boolean;
  close(): void;
}

function parse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => /^data: /m.test(block))
    .map((block) => {
      const lines = block.split("\n");
      const field = (name: string) =>
        lines.filter((l) => l.startsWith(`${name}: `)).map((l) => l.slice(name.length + 2));
      return {
        event: field("event")[0] ?? "message",
        id: field("id")[0] ?? "",
        data: JSON.parse(field("data").join("\n")) as Record<string, unknown>,
      };
    });
}

/** Opens `url` with `headers` (a cookie, Last-Event-ID); resolves once the answer's headers are in. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: "text/event-stream", ...headers } });
    req.on("error", reject);
    req.on("response", (res: IncomingMessage) => {
      let text = "";
      let done = false;
      const waiters = new Set<() => void>();
      const wake = () => waiters.forEach((w) => w());
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => ((text += chunk), wake()));
      res.on("close", () => ((done = true), wake()));
      res.on("error", () => {});
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => text,
        events: () => parse(text),
        ended: () => done,
        completed: () => res.complete,
        until(test, ms, what) {
          return new Promise<void>((ok, fail) => {
            const check = () => {
              if (test(stream)) return finish(ok);
              if (done) finish(() => fail(new Error(`the stream ended before ${what}: ${text.slice(-400)}`)));
            };
            const timer = setTimeout(
              () => finish(() => fail(new Error(`not within ${ms} ms: ${what}; got ${text.slice(-400)}`))),
              ms,
            );
            const finish = (f: () => void) => (clearTimeout(timer), waiters.delete(check), f());
            waiters.add(check);
            check();
          });
        },
        close: () => void req.destroy(),
      };
      resolve(stream);
    });
    req.end();
  });
}
