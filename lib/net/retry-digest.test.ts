import { describe, expect, it } from "vitest";
import { readRetryDigest, retryDigest } from "./retry-digest";

const NOW = Date.parse("2026-12-01T21:30:00.000Z");

describe("the retry digest", () => {
  it("says the status, when the page was refused and when to come back (whole seconds later)", () => {
    const d = retryDigest(429, 29.2, NOW);
    expect(d).toBe("footy-retry;429;2026-12-01T21:30:00.000Z;2026-12-01T21:30:30.000Z");
    expect(readRetryDigest(d)).toEqual({
      status: 429,
      at: "2026-12-01T21:30:00.000Z",
      retryAt: "2026-12-01T21:30:30.000Z",
    });
  });

  it("is not read from any other digest", () => {
    for (const other of [
      undefined,
      "3524629243",
      "NEXT_HTTP_ERROR_FALLBACK;404",
      "footy-retry;429;2026-12-01T21:30:00.000Z",
      "footy-retry;4290;2026-12-01T21:30:00.000Z;2026-12-01T21:30:30.000Z",
      "footy-retry;429;yesterday;2026-12-01T21:30:30.000Z",
      `${retryDigest(503, 5, NOW)};more`,
    ])
      expect(readRetryDigest(other), String(other)).toBeUndefined();
  });
});
