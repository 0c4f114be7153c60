import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { renderCopying } from "./render-copying";

// A stand-in response that records what reaches the wire.
function response() {
  const wire: unknown[][] = [];
  const headers = new Map<string, unknown>();
  const res = Object.assign(new EventEmitter(), {
    setHeader: (k: string, v: unknown) => void headers.set(k, v),
    write: (...a: unknown[]) => (wire.push(a), true),
    end: (...a: unknown[]) => (wire.push(a), res),
  });
  return { res: res as unknown as ServerResponse, wire, headers };
}

describe("rendering while copying", () => {
  it("copies what the render sends, however it is given, and passes it all on", async () => {
    const { res, wire, headers } = response();
    let copied: Buffer | undefined;
    const done = renderCopying(
      res,
      () => {
        res.write("<p>", "utf8");
        res.write(new Uint8Array([0x68, 0x69]));
        res.write("21", "hex", () => {});
        res.end(Buffer.from("</p>"), () => {});
      },
      (_ctx, chunks) => (copied = Buffer.concat(chunks)),
    );
    await done;
    expect(copied?.toString("latin1")).toBe("<p>hi!</p>");
    expect(wire).toHaveLength(4);
    expect(headers.get("x-footy-page-cache")).toBe("miss");
  });

  it("gives the render its status context, and settles when the connection closes first", async () => {
    const { res } = response();
    let ended = false;
    let reads = -1;
    const done = renderCopying(
      res,
      (ctx) => (reads = ctx.reads),
      () => (ended = true),
    );
    res.emit("close");
    await done;
    expect(reads).toBe(0);
    expect(ended).toBe(false);
  });
});
