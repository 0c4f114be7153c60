import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { believeForwarded } from "./forwarded";
import { PROXY_KEY_HEADER } from "./messages";

// A request as the service's thread receives it: over loopback, from the app's pass-through or not.
const request = (headers: Record<string, string>) =>
  ({ headers: { ...headers }, socket: { remoteAddress: "127.0.0.1" } }) as unknown as IncomingMessage;

describe("believeForwarded", () => {
  const check = believeForwarded("the-key");

  it("takes the front door's address from a request carrying the key, and drops the key", () => {
    const req = request({ [PROXY_KEY_HEADER]: "the-key", [CLIENT_ADDRESS_HEADER]: "203.0.113.9" });
    check(req);
    expect(clientAddress(req, false)).toBe("203.0.113.9");
    expect(req.headers[PROXY_KEY_HEADER]).toBeUndefined();
  });

  it("believes no address without the key, or with another", () => {
    const cases: Record<string, string>[] = [
      { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
      { [PROXY_KEY_HEADER]: "a-guess", [CLIENT_ADDRESS_HEADER]: "203.0.113.9" },
    ];
    for (const headers of cases) {
      const req = request(headers);
      check(req);
      expect(clientAddress(req, false)).toBe("127.0.0.1");
      expect(req.headers[PROXY_KEY_HEADER]).toBeUndefined();
    }
  });

  it("keeps the socket's address when the front door named none", () => {
    const req = request({ [PROXY_KEY_HEADER]: "the-key" });
    check(req);
    expect(clientAddress(req, false)).toBe("127.0.0.1");
  });
});
