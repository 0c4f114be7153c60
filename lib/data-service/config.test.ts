import { describe, expect, it } from "vitest";
import { readServiceConfig } from "./config";

describe("readServiceConfig: events generated ahead", () => {
  it("is on by default, and off with SDS_EVENTS_AHEAD=0 or without worker threads", () => {
    expect(readServiceConfig({}).eventsAhead).toBe(true);
    expect(readServiceConfig({ SDS_EVENTS_AHEAD: "0" }).eventsAhead).toBe(false);
    expect(readServiceConfig({ WORKER_THREADS: "0" }).eventsAhead).toBe(false);
    expect(readServiceConfig({ WORKER_THREADS: "0", SDS_EVENTS_AHEAD: "1" }).eventsAhead).toBe(false);
  });

  it("names the variable when its value is not 0 or 1", () => {
    expect(() => readServiceConfig({ SDS_EVENTS_AHEAD: "yes" })).toThrow(
      "SDS_EVENTS_AHEAD: SDS_EVENTS_AHEAD must be 0 or 1",
    );
  });
});
