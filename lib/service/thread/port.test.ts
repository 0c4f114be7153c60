import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MessageChannel } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withFrontDoor } from "@/lib/security/front-door";
import { rawRequest, type RawAnswer } from "@/tests/helpers/raw-request";
import { createSlotMemory, quotaSlots } from "../quota-slots";
import { createFrontAnswers } from "./front-answers";
import { portClient, type PortClient } from "./port-client";
import { servePort } from "./port-server";

// The service's port (port-client.ts on the main thread, port-server.ts on the service's) between two
// ends of one channel, a handler that writes as the service's does behind it; the yardstick is the
// same handler behind the same front door over HTTP. What matters: the same status, headers and bytes
// either way, a request's body streamed to the handler, a client gone before its answer let go on
// both sides, an answer cut after its head cut for the client, and a thread gone said (502).

const seen: { url: string; body: string; address: string }[] = [];
let aborted = 0;

/** Answers as the service's handler does: writeHead with a flat list, then end. */
function handler(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? "/";
  const chunks: Buffer[] = [];
  req.on("error", () => aborted++);
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks).toString();
    seen.push({ url, body, address: req.socket.remoteAddress ?? "" });
    if (url === "/v1/wait") return; // never answered: the client gives up
    if (url === "/v1/cut") {
      res.writeHead(200, ["content-type", "application/json"]);
      return void res.destroy();
    }
    if (url === "/v1/missing") {
      const problem = JSON.stringify({ status: 404, title: "Not Found" });
      res.writeHead(404, [
        "content-type",
        "application/problem+json",
        "content-length",
        String(problem.length),
        "allow",
        "GET, POST",
      ]);
      return void res.end(problem);
    }
    if (url === "/v1/zipped") {
      const zipped = gzipSync(JSON.stringify({ zipped: true }));
      res.writeHead(200, { "content-encoding": "gzip", "content-length": zipped.length });
      return void res.end(zipped);
    }
    if (url === "/v1/pieces") {
      res.writeHead(200, { "content-type": "application/json", "x-list": ["a", "b"] });
      for (let i = 0; i < 20; i++) res.write("y".repeat(50_000));
      return void res.end();
    }
    const answer = JSON.stringify({ method: req.method, url, length: body.length });
    res.writeHead(201, ["content-type", "application/json", "content-length", String(answer.length)]);
    res.end(answer);
  });
}

const listen = (s: Server) =>
  new Promise<string>((resolve) =>
    s.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

let channel: MessageChannel;
let client: PortClient;
let served: ReturnType<typeof servePort>;
let viaPort: Server;
let viaHttp: Server;
let portBase: string;
let httpBase: string;
const lean = (handle: (req: IncomingMessage, res: ServerResponse) => void) =>
  withFrontDoor(() => {}, { paths: (url) => url.startsWith("/v1"), handle });

beforeAll(async () => {
  channel = new MessageChannel();
  served = servePort(channel.port2, handler, { slotOf: () => undefined, epoch: () => 0 });
  client = portClient(channel.port1, createFrontAnswers(quotaSlots(createSlotMemory(1))));
  viaPort = createServer(lean((req, res) => client.handle(req, res)));
  viaHttp = createServer(withFrontDoor(handler)); // the service's paths before: headers set beforehand
  portBase = await listen(viaPort);
  httpBase = await listen(viaHttp);
});

afterAll(async () => {
  channel.port2.close();
  viaPort.closeAllConnections();
  viaHttp.closeAllConnections();
  await new Promise((r) => viaPort.close(r));
  await new Promise((r) => viaHttp.close(r));
});

/** One request over node:http; a body is JSON, in one piece (a string) or several (a list). */
const send = (base: string, method: string, path: string, body?: string | Buffer[]) =>
  rawRequest(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body,
  });

/** The headers of an answer both ways may share: without the date and the connection's own. */
const comparable = (r: RawAnswer) => {
  const h = { ...r.headers };
  for (const k of ["date", "connection", "keep-alive", "transfer-encoding"]) delete h[k];
  return { status: r.status, headers: h, body: r.body.toString("base64") };
};

const settled = async (what: () => boolean) => {
  for (let i = 0; i < 100 && !what(); i++) await new Promise((r) => setTimeout(r, 10));
  return what();
};

describe("the service's port", () => {
  it.each([
    ["GET", "/v1/answer", undefined],
    ["GET", "/v1/missing", undefined],
    ["GET", "/v1/zipped", undefined],
    ["GET", "/v1/pieces", undefined],
    ["HEAD", "/v1/answer", undefined],
    ["POST", "/v1/echo", JSON.stringify({ hello: "there" })],
    ["POST", "/v1/echo", [Buffer.alloc(70_000, 120), Buffer.alloc(130_000, 121)]],
    ["TRACE", "/v1/answer", undefined],
  ] as const)("answers %s %s as the handler does over HTTP", async (method, path, body) => {
    const port = await send(portBase, method, path, body as string | Buffer[] | undefined);
    const http = await send(httpBase, method, path, body as string | Buffer[] | undefined);
    expect(comparable(port)).toEqual(comparable(http));
    expect(port.headers["content-security-policy"]).toBeDefined();
    expect(client.waiting).toBe(0);
    expect(served.open()).toBe(0);
  });

  it("gives the handler the client's address as the front door worked it out, and the whole body", async () => {
    seen.length = 0;
    await rawRequest(`${portBase}/v1/echo`, {
      method: "POST",
      // A header by the front door's name, from the client: not the front door's word.
      headers: { "content-type": "application/json", "x-footy-client-address": "203.0.113.9" },
      body: [Buffer.alloc(100_000, 97), Buffer.from("end")],
    });
    expect(seen[0].address).toBe("127.0.0.1");
    expect(seen[0].body).toBe(`${"a".repeat(100_000)}end`);
  });

  it("cuts the client's connection when the answer is cut after its head", async () => {
    await expect(send(portBase, "GET", "/v1/cut")).rejects.toThrow(/socket hang up|aborted|ECONNRESET/);
    expect(client.waiting).toBe(0);
  });

  it("lets a request go on both sides when its client goes first, mid-body or waiting", async () => {
    const before = aborted;
    await new Promise<void>((resolve) => {
      const req = request(`${portBase}/v1/echo`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": "1000" },
      });
      req.on("error", () => resolve());
      req.write("x".repeat(10));
      setTimeout(() => req.destroy(), 50);
    });
    await new Promise<void>((resolve) => {
      const req = request(`${portBase}/v1/wait`);
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => req.destroy(), 50);
    });
    expect(await settled(() => client.waiting === 0 && served.open() === 0)).toBe(true);
    expect(aborted).toBe(before + 1); // the request whose body was being read ended in an error
  });

  it("exchanges: the answer whole, decoded, with the service's headers", async () => {
    const zipped = await client.exchange(`${httpBase}/v1/zipped`, {
      headers: { accept: "application/json" },
    });
    expect(zipped.status).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(zipped.body))).toEqual({ zipped: true });
    expect(zipped.headers.get("content-encoding")).toBeNull();
    const posted = await client.exchange(`${httpBase}/v1/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(JSON.parse(new TextDecoder().decode(posted.body))).toEqual({
      method: "POST",
      url: "/v1/echo",
      length: 2,
    });
    expect(seen.at(-1)?.address).toBe("127.0.0.1");
    const signal = AbortSignal.timeout(50);
    await expect(client.exchange(`${httpBase}/v1/wait`, { headers: {}, signal })).rejects.toThrow(
      /timed out|abort/i,
    );
    expect(await settled(() => client.waiting === 0 && served.open() === 0)).toBe(true);
  });

  it("says 502 on the app's port, and fails the exchange, once the thread is gone", async () => {
    const waiting = send(portBase, "GET", "/v1/wait");
    await settled(() => client.waiting === 1);
    client.close("The data service did not answer (its thread ended, code 1).");
    for (const r of [await waiting, await send(portBase, "GET", "/v1/answer")]) {
      expect(r.status).toBe(502);
      expect(r.headers["content-type"]).toBe("application/problem+json");
      expect(r.headers["content-security-policy"]).toBeDefined();
      expect(JSON.parse(r.body.toString()).detail).toMatch(/thread ended/);
    }
    await expect(client.exchange(`${httpBase}/v1/answer`, { headers: {} })).rejects.toThrow(/thread ended/);
  });
});
