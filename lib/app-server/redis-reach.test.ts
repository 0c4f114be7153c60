import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { redisReachable, watchRedisOutages } from "./redis-reach";

// ioredis's client is an EventEmitter: "error" on every failed connection attempt, "ready" once
// connected. The watcher turns that stream into one "down" an outage and one "back".
function watched() {
  const redis = new EventEmitter();
  const heard: string[] = [];
  watchRedisOutages(redis as never, {
    down: (reason) => heard.push(`down: ${reason}`),
    back: () => heard.push("back"),
  });
  return { redis, heard };
}

describe("watchRedisOutages", () => {
  it("says an outage once, however many attempts fail, and its end once", () => {
    const { redis, heard } = watched();
    redis.emit("ready");
    redis.emit("error", new Error("connect ECONNREFUSED 127.0.0.1:6390"));
    redis.emit("error", new Error("connect ECONNREFUSED 127.0.0.1:6390"));
    redis.emit("error", new Error("read ETIMEDOUT"));
    redis.emit("ready");
    redis.emit("ready");
    expect(heard).toEqual(["down: connect ECONNREFUSED 127.0.0.1:6390", "back"]);
  });

  it("says each outage: a second one after Redis came back is heard too", () => {
    const { redis, heard } = watched();
    redis.emit("error", new Error("first"));
    redis.emit("ready");
    redis.emit("error", new Error("second"));
    expect(heard).toEqual(["down: first", "back", "down: second"]);
  });

  it("a first connection is not a return", () => {
    const { redis, heard } = watched();
    redis.emit("ready");
    expect(heard).toEqual([]);
  });
});

describe("redisReachable", () => {
  it.each([
    ["wait", true],
    ["connecting", true],
    ["connect", true],
    ["ready", true],
    ["reconnecting", false],
    ["close", false],
    ["end", false],
  ])("%s: %s", (status, reachable) => {
    expect(redisReachable({ status } as never)).toBe(reachable);
  });
});
