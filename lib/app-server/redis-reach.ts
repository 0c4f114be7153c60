import type { Redis } from "ioredis";
import { reportRedisStatus } from "@/lib/net/db-status";

/**
 * Whether a command sent to `redis` now is worth waiting for: false while the client is reconnecting
 * or closed, when a command would wait through its retries (seconds) only to fail. Redis holds only
 * what can be made again (a token, settled answers, pages), so its users go without it meanwhile.
 * A client still making its first connection is given the benefit: its commands wait in its queue.
 */
export const redisReachable = (redis: Pick<Redis, "status">): boolean =>
  redis.status !== "reconnecting" && redis.status !== "close" && redis.status !== "end";

/**
 * One line when `redis` becomes unreachable and one when it is back (its error events otherwise
 * unhandled: a line each, every reconnection attempt), and its state for the health endpoint.
 */
export function sayRedisOutages(redis: Pick<Redis, "on">, what: string, log: (line: string) => void): void {
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    log(`Redis unreachable (${err.message}): ${what} until it is back`);
    reportRedisStatus({ up: false, since: Date.now(), reason: err.message });
    down = true;
  });
  redis.on("ready", () => {
    if (down) log("Redis is back");
    reportRedisStatus({ up: true });
    down = false;
  });
}
