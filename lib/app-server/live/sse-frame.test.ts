import { describe, expect, it } from "vitest";
import { eventId, HEARTBEAT, parseEventId, retryFrame, sseFrame } from "./sse-frame";

describe("the event stream's framing", () => {
  it("an event: its type, id and data, ended by a blank line", () => {
    const bytes = sseFrame({ event: "change", id: "k1.4", data: '{"a":1}' });
    expect(bytes.toString()).toBe('event: change\nid: k1.4\ndata: {"a":1}\n\n');
  });

  it("data over several lines is a data field a line, whatever the line break", () => {
    expect(sseFrame({ event: "x", id: "k.1", data: "one\ntwo\r\nthree\rfour" }).toString()).toBe(
      "event: x\nid: k.1\ndata: one\ndata: two\ndata: three\ndata: four\n\n",
    );
  });

  it("a heartbeat is a comment; the retry a field of its own", () => {
    expect(HEARTBEAT.toString()).toBe(":\n\n");
    expect(retryFrame(4321.6).toString()).toBe("retry: 4322\n\n");
  });
});

describe("event ids", () => {
  it("name the feed and the place in it, and read back", () => {
    expect(eventId("lq3k2v", 17)).toBe("lq3k2v.17");
    expect(parseEventId("lq3k2v.17")).toEqual({ epoch: "lq3k2v", seq: 17 });
    expect(parseEventId(" lq3k2v.0 ")).toEqual({ epoch: "lq3k2v", seq: 0 });
  });

  it("anything else is no id at all", () => {
    for (const bad of ["", "17", "abc", "lq3k2v.", ".4", "LQ.4", "a.b", "a.-1", "a.1.2", "a.9999999999"])
      expect(parseEventId(bad), bad).toBeNull();
    expect(parseEventId(undefined)).toBeNull();
    expect(parseEventId(["a.1", "a.2"])).toBeNull();
  });
});
