import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBytes } from "./read-bytes";

// Seeded bytes (a linear congruential sequence), so every run sends the same body.
function seededBytes(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

const BODY = seededBytes(3 * 1024 * 1024 + 17); // many chunks over loopback, and an odd length
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/plain") {
      // Written in pieces, as a large answer leaves a socket.
      res.writeHead(200, { "content-length": String(BODY.byteLength) });
      for (let at = 0; at < BODY.byteLength; at += 100_000) res.write(BODY.subarray(at, at + 100_000));
      res.end();
    } else if (req.url === "/gzip") {
      const packed = gzipSync(BODY);
      res.writeHead(200, { "content-length": String(packed.byteLength), "content-encoding": "gzip" });
      res.end(packed);
    } else if (req.url === "/chunked") {
      res.writeHead(200); // no length: chunked
      res.write(BODY.subarray(0, 1000));
      res.end(BODY.subarray(1000));
    } else if (req.url === "/empty") {
      res.writeHead(204);
      res.end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const streamOf = (parts: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const p of parts) c.enqueue(p);
      c.close();
    },
  });

describe("readBytes", () => {
  it("reads a body with its length declared over HTTP, byte for byte, in a buffer of exactly that length", async () => {
    const got = await readBytes(await fetch(`${base}/plain`));
    expect(got.byteLength).toBe(BODY.byteLength);
    expect(got.buffer.byteLength).toBe(BODY.byteLength); // one buffer, not a view of a larger one
    expect(Buffer.compare(Buffer.from(got), Buffer.from(BODY))).toBe(0);
  });

  it("reads a compressed body decoded (its declared length is the encoded one)", async () => {
    const got = await readBytes(await fetch(`${base}/gzip`, { headers: { "accept-encoding": "gzip" } }));
    expect(Buffer.compare(Buffer.from(got), Buffer.from(BODY))).toBe(0);
  });

  it("reads a body with no length (chunked) and an empty one", async () => {
    const got = await readBytes(await fetch(`${base}/chunked`));
    expect(Buffer.compare(Buffer.from(got), Buffer.from(BODY))).toBe(0);
    expect((await readBytes(await fetch(`${base}/empty`))).byteLength).toBe(0);
  });

  it("keeps every byte when a body is longer than declared, and no more when it is shorter", async () => {
    const a = seededBytes(10, 1);
    const b = seededBytes(25, 2);
    const longer = await readBytes(new Response(streamOf([a, b]), { headers: { "content-length": "12" } }));
    expect([...longer]).toEqual([...a, ...b]);
    const shorter = await readBytes(new Response(streamOf([a]), { headers: { "content-length": "30" } }));
    expect([...shorter]).toEqual([...a]);
  });

  it("never allocates what a length header alone claims past 64 MB", async () => {
    const a = seededBytes(5, 3);
    const got = await readBytes(
      new Response(streamOf([a]), { headers: { "content-length": String(2 ** 40) } }),
    );
    expect([...got]).toEqual([...a]);
  });
});
