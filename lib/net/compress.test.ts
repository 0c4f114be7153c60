import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeBody, MIN_COMPRESS_BYTES, pickEncoding } from "./compress";

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
