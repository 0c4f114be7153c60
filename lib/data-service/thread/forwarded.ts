import type { IncomingMessage } from "node:http";
import { markForwardedAddress } from "@/lib/security/client-address";
import { PROXY_KEY_HEADER } from "./messages";

/**
 * The service thread's check of each request (service-thread-worker.ts): one that carries the main
 * thread's pass-through key (a secret made at each start) is the app's front door passing a client
 * on, so the address it names is the client's; the key itself goes no further. Anything else that
 * reaches the thread's loopback port is its socket's address, as any request was.
 */
export function believeForwarded(key: string) {
  return (req: IncomingMessage): void => {
    const given = req.headers[PROXY_KEY_HEADER];
    delete req.headers[PROXY_KEY_HEADER];
    if (given === key) markForwardedAddress(req);
  };
}
