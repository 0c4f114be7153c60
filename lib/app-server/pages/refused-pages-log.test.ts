import { describe, expect, it } from "vitest";
import { retryDigest } from "@/lib/net/retry-digest";
import { quietRefusedPages } from "./refused-pages-log";

// What Next logs for a page whose read was refused (sds-client.ts gives the error a retry digest):
// counted into one line a minute, while any other error (a fault) is logged whole, as before.
const refused = (status: number, message: string) =>
  Object.assign(new Error(message), { digest: retryDigest(status, 5, 0) });

describe("pages answered without their data", () => {
  it("are one line a minute at most, by status and message; any other error is logged as it was", () => {
    const logged: unknown[][] = [];
    const target = { error: (...args: unknown[]) => void logged.push(args) };
    let t = 1_000_000;
    quietRefusedPages(target, () => t);
    const limit = "Too many new data requests from this address";
    target.error("⨯", refused(429, limit));
    expect(logged).toEqual([
      [
        `[pages] answered without their data since the start (a visitor over the allowance of new data calls, or the data service refusing or failing): 1 × 429 "${limit}"`,
      ],
    ]);
    for (let i = 0; i < 300; i++) {
      t += 100;
      target.error("⨯", refused(429, limit));
    }
    t += 1000;
    target.error(refused(503, "getMatch answered 503"));
    const fault = new Error("a bug");
    target.error("⨯", fault);
    target.error("⨯", Object.assign(new Error("other"), { digest: "1234567" }));
    expect(logged.slice(1)).toEqual([
      ["⨯", fault],
      ["⨯", expect.objectContaining({ digest: "1234567" })],
    ]);
    t += 30_000;
    target.error("⨯", refused(429, limit));
    expect(logged.at(-1)).toEqual([
      `[pages] answered without their data since the last line (a visitor over the allowance of new data calls, or the data service refusing or failing): 301 × 429 "${limit}", 1 × 503 "getMatch answered 503"`,
    ]);
    expect(logged).toHaveLength(4);
  });
});
