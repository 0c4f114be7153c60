import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { periodSecsFor } from "../../lib/service/afl/load-afl-dataset";

const DATA_DIR = ".data-e2e"; // the e2e app's (playwright.config.ts)

/** `npm run replay` on the e2e app's data, as a person would: `args` as that command takes them. */
export function runReplay(...args: string[]): void {
  execFileSync("npm", ["run", "--silent", "replay", "--", ...args], { env: { ...process.env, DATA_DIR } });
}

/**
 * Replays `matchId` so that it stands in the middle of its quarter-time (`q` 1) or half-time (`q` 2)
 * break, where its score stands still whatever the time a step takes. Breaks last 6 and 20 minutes.
 */
export function replayInBreak(matchId: number, q: 1 | 2): void {
  const [q1, q2] = periodSecsFor(matchId);
  const secsIn = q === 1 ? q1 + 180 : q1 + 360 + q2 + 600;
  runReplay(String(matchId), new Date(Date.now() - secsIn * 1000).toISOString());
}

/**
 * The match's status name as the data service itself says it (not the app's proxy, which would keep a
 * completed answer asked before the service read the replay). One token for the run.
 */
let bearer: Promise<string> | undefined;
export async function serviceStatus(request: APIRequestContext, baseURL: string, matchId: number) {
  bearer ??= (async () => {
    const client = JSON.parse(readFileSync(`${DATA_DIR}/client.json`, "utf8")) as {
      id: string;
      secret: string;
    };
    const token = await request.post("/oauth/token", {
      data: {
        grant_type: "client_credentials",
        client_id: client.id,
        client_secret: client.secret,
        audience: `${baseURL}/`,
      },
    });
    return ((await token.json()) as { access_token: string }).access_token;
  })();
  const res = await request.get(`/v1/matches/${matchId}`, {
    headers: { authorization: `Bearer ${await bearer}` },
  });
  return ((await res.json()) as { status: { name: string } }).status.name;
}
