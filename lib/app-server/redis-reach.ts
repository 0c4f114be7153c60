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

/** What a user of Redis does when it goes out of reach and when it is back (watchRedisOutages). */
export interface RedisOutageHandlers {
  down(reason: string): void;
  back(): void;
}

/**
 * Calls `down` once when `redis` goes out of reach (its first error since it was last ready) and `back`
 * when it is ready again. Handling its error events is what keeps ioredis from logging each
 * reconnection attempt's error as unhandled.
 */
export function watchRedisOutages(redis: Pick<Redis, "on">, handlers: RedisOutageHandlers): void {
  let down = false;
  redis.on("error", (err: Error) => {
    if (down) return;
    down = true;
    handlers.down(err.message);
  });
  redis.on("ready", () => {
    if (!down) return;
    down = false;
    handlers.back();
  });
}

/** One line when `redis` becomes unreachable and one when it is back, and its state for the health endpoint. */
export function sayRedisOutages(redis: Pick<Redis, "on">, what: string, log: (line: string) => void): void {
  watchRedisOutages(redis, {
    down(reason) {
      log(`Redis unreachable (${reason}): ${what} until it is back`);
      reportRedisStatus({ up: false, since: Date.now(), reason });
    },
    back() {
      log("Redis is back");
      reportRedisStatus({ up: true });
    },
  });
}
