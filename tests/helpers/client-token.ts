import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A token of the embedded app's own client (DATA_DIR/client.json), from the app at `base`: for tests
 * and benchmarks that ask its service directly. One a call: a client may hold only ten at a time.
 */
export async function clientToken(base: string, dataDir: string): Promise<string> {
  const { id, secret } = JSON.parse(readFileSync(path.join(dataDir, "client.json"), "utf8")) as {
    id: string;
    secret: string;
  };
  const res = await fetch(`${base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      grant_type: "client_credentials",
      client_id: id,
      client_secret: secret,
      audience: `${base}/`,
    }),
  });
  if (!res.ok) throw new Error(`/oauth/token answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
