import type { Redis } from "ioredis";
import type { Reader } from "@/lib/app-server/upstream/read-for";
import { redisReachable, watchRedisOutages } from "../redis-reach";
import type { LiveHub } from "./live-hub";
import type { MatchFeed } from "./match-feed";

/**
 * The hub of an instance among several (`shared`, over Redis) with this instance's own (`local`) for
 * while Redis cannot be reached: a viewer who comes meanwhile is fed by this instance alone, its reads
 * one a beat as without Redis, rather than answered 503 and left to poll. Redis going away ends the
 * streams fed through it (no event would reach them, while their heartbeats kept them open), and
 * their viewers reconnect, spread over the retry, to a local feed. Once Redis is back new viewers join
 * the shared feed; a local feed ends when its viewers have gone.
 */
export function createFailoverHub(
  shared: LiveHub & { dropFeeds(): void },
  local: LiveHub,
  redis: Pick<Redis, "status" | "on">,
  log: (line: string) => void = () => {},
): LiveHub {
  watchRedisOutages(redis, {
    down() {
      log("Redis unreachable: this instance reads the live matches it streams itself until it is back");
      shared.dropFeeds();
    },
    back: () => log("Redis is back: new viewers join the shared feeds"),
  });
  return {
    async feed(matchId: number, reader?: Reader): Promise<MatchFeed> {
      if (!redisReachable(redis)) return local.feed(matchId, reader);
      try {
        return await shared.feed(matchId, reader);
      } catch (err) {
        // A refusal of the match itself (unknown, the app stopping) stands; Redis failing does not.
        if (redisReachable(redis)) throw err;
        return local.feed(matchId, reader);
      }
    },
    changed(matchIds) {
      shared.changed(matchIds);
      local.changed(matchIds);
    },
    close() {
      shared.close();
      local.close();
    },
  };
}
