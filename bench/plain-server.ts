import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface PlainServer {
  url: string;
  close(): Promise<void>;
}

// Headers Node writes itself on every answer, or that belong to one connection: not copied.
const NODE_OWN = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/**
 * The yardstick: plain node:http answering every request with the same bytes as the service: its body
 * and, given the service's own answer's `headers`, its headers too (the contract's version and
 * rate-limit headers, cache and security headers), so that the two differ only in the work done.
 */
export async function startPlainServer(body: Buffer, served?: Headers): Promise<PlainServer> {
  const headers: Record<string, string | number> = { "content-type": "application/json" };
  served?.forEach((value, name) => {
    if (!NODE_OWN.has(name)) headers[name] = value;
  });
  headers["content-length"] = body.length;
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
