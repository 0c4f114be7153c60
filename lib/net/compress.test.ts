import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  ASYNC_COMPRESS_BYTES,
  encodeBody,
  encodeBodySoon,
  MIN_COMPRESS_BYTES,
  pickEncoding,
  pickedHeaders,
  PICKED_MAX,
} from "./compress";

const big = Buffer.from(
  JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => ({ i, name: `p${i}` })) }),
);

describe("pickEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    ["deflate", undefined],
    ["gzip;q=nonsense", undefined],
  ])("%j → %j", (header, want) => {
    expect(pickEncoding(header)).toBe(want);
    expect(pickEncoding(header), "asked again (remembered)").toBe(want);
  });

  it("remembers a bounded number of headers, answering each right past the bound", () => {
    for (let i = 0; i < 3 * PICKED_MAX; i++) {
      expect(pickEncoding(`gzip;q=0.${i}, br;q=0`)).toBe(i === 0 ? undefined : "gzip");
      expect(pickedHeaders()).toBeLessThanOrEqual(PICKED_MAX);
    }
    expect(pickEncoding("gzip;q=0, br")).toBe("br");
    expect(pickEncoding("gzip;q=0, br")).toBe("br");
  });
});

describe("encodeBody", () => {
  it("sends brotli or gzip that decode to the same bytes, with Vary", () => {
    const br = encodeBody(big, "br, gzip");
    expect(br.headers).toEqual({ "content-encoding": "br", vary: "accept-encoding" });
    expect(brotliDecompressSync(br.body).equals(big)).toBe(true);
    expect(br.body.length).toBeLessThan(big.length / 3);
    const gz = encodeBody(big, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(big)).toBe(true);
  });

  it("compresses a body once, however often it is sent", () => {
    const first = encodeBody(big, "br").body;
    expect(encodeBody(big, "br").body).toBe(first); // the same object: not compressed again
    // Equal bytes in another buffer are another answer: its own encoding.
    expect(encodeBody(Buffer.from(big), "br").body).not.toBe(first);
  });

  it("leaves small bodies and clients without a coding alone", () => {
    const small = Buffer.alloc(MIN_COMPRESS_BYTES - 1, 97);
    expect(encodeBody(small, "br")).toEqual({ body: small, headers: {} });
    const atLimit = Buffer.alloc(MIN_COMPRESS_BYTES, 97);
    expect(encodeBody(atLimit, "gzip").headers["content-encoding"]).toBe("gzip");
    expect(encodeBody(big, "identity")).toEqual({ body: big, headers: { vary: "accept-encoding" } });
  });
});

describe("encodeBodySoon", () => {
  // A body over the size compressed off the event loop, varied enough not to shrink to nothing.
  const large = Buffer.from(
    JSON.stringify(
      Array.from({ length: 30_000 }, (_, i) => ({ id: i, code: `M${i % 97}`, value: (i * 7919) % 1000 })),
    ),
  );

  it("answers a small body, or a client taking no coding, at once as encodeBody does", () => {
    const small = Buffer.from("x".repeat(MIN_COMPRESS_BYTES * 2));
    expect(small.length).toBeLessThan(ASYNC_COMPRESS_BYTES);
    const out = encodeBodySoon(small, "gzip");
    expect(out).not.toBeInstanceOf(Promise);
    expect(gunzipSync((out as { body: Uint8Array }).body).toString()).toBe(small.toString());
    // The body itself, not a copy (and toEqual over megabytes byte by byte took 8 s).
    const plain = encodeBodySoon(large, undefined) as { body: Uint8Array; headers: object };
    expect(plain.body).toBe(large);
    expect(plain.headers).toEqual({ vary: "accept-encoding" });
  });

  it("compresses a large body later, once for requests at the same time, then answers at once", async () => {
    expect(large.length).toBeGreaterThan(ASYNC_COMPRESS_BYTES);
    const [a, b] = [encodeBodySoon(large, "gzip"), encodeBodySoon(large, "gzip")];
    expect(a).toBeInstanceOf(Promise);
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.body).toBe(rb.body); // one compression, shared
    expect(ra.headers).toEqual({ "content-encoding": "gzip", vary: "accept-encoding" });
    expect(gunzipSync(ra.body).equals(large)).toBe(true);
    const again = encodeBodySoon(large, "gzip");
    expect(again).not.toBeInstanceOf(Promise);
    expect((again as { body: Uint8Array }).body).toBe(ra.body);
    const br = await encodeBodySoon(large, "br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(large)).toBe(true);
  });
});
