// Concurrent clients over a list of addresses until told to stop; every answer that is not a 2xx, and
// every network error or timeout, is a failure.
import { get } from "node:http";

export interface Failure {
  at: number; // ms since the load began
  url: string;
  what: string; // status and a little of the body, or the error
}

export interface LoadResult {
  requests: number;
  failures: Failure[];
  byPath: Map<string, number>;
}

/**
 * One request on a connection of its own, its body read to the end (a truncated body is a failure
 * too). A connection a request: a reused keep-alive connection that the server side closes just as
 * a request goes out (nginx reloading its configuration does that) is retried by browsers, not by a
 * plain client, and would count here as a failure of the cluster that no visitor sees.
 */
function once(base: string, url: string): Promise<string | null> {
  return new Promise((resolve) => {
    const req = get(base + url, { agent: false, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", (err) => resolve(`${err.name}: ${err.message} (in the body)`));
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        if (!res.complete) resolve(`${status}, body cut short`);
        else if (status >= 200 && status < 300) resolve(null);
        else
          resolve(`${status} ${Buffer.concat(chunks).toString("utf8").replace(/\s+/g, " ").slice(0, 160)}`);
      });
    });
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (err) => resolve(`${err.name}: ${err.message}`));
  });
}

/** `clients` loops over `urls` (each starting at a different place) until `until()` says stop. */
export async function runLoad(
  base: string,
  urls: string[],
  clients: number,
  until: () => boolean,
): Promise<LoadResult> {
  const t0 = Date.now();
  const result: LoadResult = { requests: 0, failures: [], byPath: new Map() };
  const client = async (k: number) => {
    for (let i = k; !until(); i++) {
      const url = urls[i % urls.length];
      const failed = await once(base, url);
      result.requests++;
      result.byPath.set(url, (result.byPath.get(url) ?? 0) + 1);
      if (failed) result.failures.push({ at: Date.now() - t0, url, what: failed });
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, k) => client(k * 3)));
  return result;
}

/**
 * The same addresses once each, one after another (warming an instance's caches). A 429 is waited out
 * (its Retry-After, up to 5 s, five times): a cold instance paces the browser's calls through the
 * proxy by its share of the plan while its pages and its index of known ids take theirs.
 */
export async function visitAll(base: string, urls: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const url of urls) {
    let failed = await once(base, url);
    for (let tries = 0; failed?.startsWith("429 ") && tries < 5; tries++) {
      await new Promise((r) => setTimeout(r, 5000));
      failed = await once(base, url);
    }
    if (failed) failures.push({ at: 0, url, what: failed });
  }
  return failures;
}
