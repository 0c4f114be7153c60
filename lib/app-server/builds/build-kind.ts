import "server-only";
import { ENDPOINT_BY_ID } from "@/lib/contract";
import { endpointPath } from "@/lib/contract/endpoint-path";
import { splitsPayload } from "@/lib/season/match-splits";
import { SPLITS_OPERATION, SPLITS_QUERY } from "./season-splits";
import type { FetchedSplits } from "./splits-fetch";
import type { DigestSplits } from "./splits-offload";
import type { Upstream, UpstreamResult } from "../upstream/upstream";

/** What a build kind calls the upstream with. */
export type BuildUpstream = Pick<Upstream, "get" | "post">;

/**
 * What a season build fetches for each completed match and keeps (match_answers' operation and query):
 * the same runs, pacing, retries, resumption and reads serve every kind (season-builds.ts).
 */
export interface BuildKind {
  operation: string;
  query: string;
  /** The one upstream call for a match's answer, and the path it went to (for the digest). */
  call(upstream: BuildUpstream, matchId: number): Promise<{ path: string; res: UpstreamResult }>;
  /** Checks the answer against the contract and makes it compact: a part a metric. */
  digest: DigestSplits;
  /**
   * The match asked and digested past the upstream (the embedded service, from a worker thread:
   * splits-fetch.ts), when the kind has such a way: the digest, or the status it was refused with
   * (the upstream then asks again, renewing a token or waiting out a 429).
   */
  direct?: (matchId: number) => Promise<FetchedSplits>;
}

const splitsEndpoint = ENDPOINT_BY_ID.get(SPLITS_OPERATION)!;

/**
 * The season's splits: the player statistics POST with 25 filters (the whole match, then every quarter × zone cell), ~11 MB a
 * match, checked by the caller's digest (in a worker thread: splits-offload.ts). Every filter of the
 * leaderboards is a sum of its cells (lib/season/match-splits.ts).
 */
export function splitsKind(digest: DigestSplits, direct?: BuildKind["direct"]): BuildKind {
  return {
    operation: SPLITS_OPERATION,
    query: SPLITS_QUERY,
    digest,
    ...(direct ? { direct } : {}),
    async call(upstream, matchId) {
      const path = endpointPath(splitsEndpoint, { matchId });
      const res = await upstream.post(path, splitsPayload(), {
        match: { endpoint: splitsEndpoint, rawParams: { matchId: String(matchId) } },
        critical: false,
        checkedByCaller: true,
      });
      return { path, res };
    },
  };
}
