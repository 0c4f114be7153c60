import "server-only";
import { httpExchange, type Exchange } from "@/lib/net/http-exchange";
import { ENDPOINT_BY_ID } from "@/lib/contract";
import { endpointPath } from "@/lib/contract/endpoint-path";
import { splitsPayload } from "@/lib/season/match-splits";
import { SPLITS_OPERATION } from "./season-splits";
import { serviceHeaders } from "../upstream/service-headers";
import { digestSplits, type Digested } from "./splits-digest";

/** One match's splits (the player statistics POST) asked of the service with the app's token, past the upstream. */
export interface SplitsFetch {
  /** The service's address (UpstreamEnv.baseUrl), without /v1. */
  base: string;
  token: string;
  matchId: number;
  timeoutMs: number;
}

/** The answer digested, or the status it came with instead (the upstream then asks again). */
export type FetchedSplits = { digested: Digested } | { status: number; detail: string };

const splitsEndpoint = ENDPOINT_BY_ID.get(SPLITS_OPERATION)!;
const PAYLOAD = JSON.stringify(splitsPayload());

/**
 * A match's splits asked and digested in one place: in the season build's worker thread
 * (splits-worker.ts) with the embedded service, so that the ~11 MB answer is read, checked and made
 * compact there and never crosses the pages' thread (received there, then copied to the worker, it was
 * ~33 MB a match of the main thread's memory, and each such allocation brought a full collection of its
 * heap nearer: 30-85 ms pauses every few seconds while a season built). Plain bytes are asked, as of any
 * service on this machine. Any status but 200 is told, not retried: the build asks that match again
 * through the upstream, which renews a refused token and waits out a 429.
 */
export async function fetchSplits(
  job: SplitsFetch,
  exchange: Exchange = httpExchange,
): Promise<FetchedSplits> {
  const path = endpointPath(splitsEndpoint, { matchId: job.matchId });
  const res = await exchange(`${job.base}/v1${path}`, {
    method: "POST",
    headers: serviceHeaders(job.token, { loopback: true, payload: true }),
    body: PAYLOAD,
    signal: AbortSignal.timeout(job.timeoutMs),
  });
  if (res.status !== 200)
    return { status: res.status, detail: new TextDecoder().decode(res.body.subarray(0, 200)) };
  return { digested: digestSplits(path, job.matchId, res.body) };
}
