// A completed match replayed as live on a running app, through the same replay file `npm run replay`
// writes (DATA_DIR/replays.json, read by the service every two seconds), and the service asked
// directly (with the app's own client) when it has taken the change and what max-age it gives.
import { readReplayFile, writeReplayFile } from "../lib/service/replay";
import type { App } from "./web-app";
import { clientToken } from "@/tests/helpers/client-token";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LiveReplay {
  matchId: number;
  maxAgeS: number; // the service's Cache-Control max-age for the live match
  restore(): Promise<void>; // the replays as they were, once the service has them back
}

/** Polls the service (not the proxy, whose cache would keep the old answer) until `ok` holds. */
async function serviceUntil(
  app: App,
  token: string,
  matchId: number,
  ok: (typeName: string) => boolean,
): Promise<Response> {
  const t0 = Date.now();
  for (;;) {
    const res = await fetch(`${app.base}/v1/matches/${matchId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`/v1/matches/${matchId} answered ${res.status}`);
    const { status } = (await res.json()) as { status: { typeName: string } };
    if (ok(status.typeName)) return res;
    if (Date.now() - t0 > 15_000) throw new Error(`match ${matchId} still ${status.typeName} after 15 s`);
    await sleep(250);
  }
}

/**
 * Replays `matchId` as if it had started `minutesIn` minutes ago. The match must not have been asked
 * for through the proxy before: its completed answer would be cached there for a day.
 */
export async function replayLive(
  app: App,
  dataDir: string,
  matchId: number,
  minutesIn: number,
): Promise<LiveReplay> {
  const before = readReplayFile(dataDir) ?? new Map();
  writeReplayFile(dataDir, new Map([...before, [matchId, Date.now() - minutesIn * 60_000]]));
  const token = await clientToken(app.base, dataDir);
  const res = await serviceUntil(app, token, matchId, (t) => t === "Live");
  const maxAge = /max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "");
  return {
    matchId,
    maxAgeS: maxAge ? Number(maxAge[1]) : NaN,
    async restore() {
      writeReplayFile(dataDir, before);
      if (!before.has(matchId)) await serviceUntil(app, token, matchId, (t) => t !== "Live");
    },
  };
}
