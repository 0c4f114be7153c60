import "server-only";
import { httpExchange, type Exchange } from "@/lib/net/http-exchange";
import { compactQuarters, type MatchQuarters, type ScoreByPeriod } from "@/lib/history/quarter-records";
import { OP } from "@/lib/contract/operations";
import { operationPath } from "@/lib/contract/endpoint-path";
import { checkAnswer } from "../upstream/contract-check";
import { serviceHeaders } from "../upstream/service-headers";
import { inLanes } from "./in-lanes";

/** A batch of matches whose quarter scores are asked of the service with the app's token. */
export interface QuarterBatch {
  /** The service's address (UpstreamEnv.baseUrl), without /v1. */
  base: string;
  token: string;
  matchIds: number[];
  /** Calls in flight at once. */
  lanes: number;
  /** Each call's deadline. */
  timeoutMs: number;
}

/** A batch's failure: the first call that failed and why; the batch's other answers are not kept. */
export class QuarterBatchFailure extends Error {}

/**
 * The quarter scores of a batch of matches, `lanes` calls at a time, each answer checked against the
 * contract as the upstream checks it and made compact. Plain bytes are asked, as of any service on this
 * machine: the batch runs only against the embedded service (history-quarters-instance.ts). Any
 * answer but 200, or one the contract does not describe, fails the batch; its caller asks those
 * matches again through the upstream, which renews a refused token and waits out a 429.
 * Runs in the records' worker thread (quarters-worker.ts), or here when none can run.
 */
export async function fetchQuarterBatch(
  batch: QuarterBatch,
  exchange: Exchange = httpExchange,
): Promise<[number, MatchQuarters][]> {
  const out: [number, MatchQuarters][] = [];
  await inLanes(batch.matchIds, batch.lanes, async (matchId) => {
    const path = operationPath(OP.getMatchScore, { matchId });
    const res = await exchange(`${batch.base}/v1${path}`, {
      headers: serviceHeaders(batch.token, { loopback: true }),
      signal: AbortSignal.timeout(batch.timeoutMs),
    });
    if (res.status !== 200) throw new QuarterBatchFailure(`${path} answered ${res.status}`);
    const wrong = checkAnswer(path, res.body);
    if (wrong !== undefined) throw new QuarterBatchFailure(wrong);
    out.push([matchId, compactQuarters(JSON.parse(new TextDecoder().decode(res.body)) as ScoreByPeriod)]);
  });
  return out;
}
