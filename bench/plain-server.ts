import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface PlainServer {
  url: string;
  close(): Promise<void>;
}

/** The yardstick: plain node:http answering every request with the same bytes and headers as the service. */
export async function startPlainServer(body: Buffer): Promise<PlainServer> {
  const headers = { "content-type": "application/json", "content-length": body.length };
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
