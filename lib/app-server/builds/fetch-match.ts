import "server-only";
import type { BuildKind, BuildUpstream } from "./build-kind";
import type { MatchAnswers } from "./match-answers";
import { nextTry, type FailedTry } from "./match-retry";
import type { SeasonMatch } from "./season-splits";
import type { Upstream } from "../upstream/upstream";
import { isUpstreamError } from "../upstream/upstream-error";

/** Upstream calls made, matches stored, and waits (the plan busy) or retries, for the usage page. */
export interface BuildStats {
  calls: number;
  stored: number;
  retries: number;
}

export interface MatchFetcherDeps {
  answers: MatchAnswers;
  upstream: BuildUpstream & Pick<Upstream, "noteInvalid">;
  /** What is fetched for a match and how it is kept. */
  kind: BuildKind;
  /** Waits for the build's next slot under the plan's rate (build-pacer.ts). */
  pace: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
  stats: BuildStats;
}

/**
 * Fetches one match's answer (as its build kind says) and keeps it, trying again as match-retry.ts says; true once kept,
 * false when the build was stopped first (`run.stop`), throws when the match cannot be had.
 */
export function createMatchFetcher(deps: MatchFetcherDeps) {
  const { stats, kind } = deps;

  /** One call for the match: true when its answer is kept, else why not. */
  async function tryOnce(m: SeasonMatch): Promise<true | FailedTry> {
    try {
      const { path, res } = await kind.call(deps.upstream, m.id);
      stats.calls++;
      const digested = res.status === 200 ? await kind.digest(path, m.id, res.body) : null;
      if (digested && "whole" in digested) {
        await deps.answers.put(kind.operation, kind.query, m.id, m.start, digested.whole, digested.parts);
        stats.stored++;
        return true;
      }
      if (digested) {
        deps.upstream.noteInvalid();
        return { status: 502, retryAfterSecs: undefined, detail: digested.wrong };
      }
      const detail = new TextDecoder().decode(res.body).slice(0, 200);
      return { status: res.status, retryAfterSecs: res.retryAfterSecs, detail };
    } catch (err) {
      if (!isUpstreamError(err)) throw err;
      if (err.status !== 429) stats.calls++; // a 429 here is the app's own budget: no call was made
      return { status: err.status, retryAfterSecs: err.retryAfterSecs, detail: err.message };
    }
  }

  return async function fetchOne(m: SeasonMatch, run: { readonly stop: boolean }): Promise<boolean> {
    for (let failures = 0; !run.stop;) {
      await deps.pace();
      const got = await tryOnce(m);
      if (got === true) return true;
      stats.retries++;
      const next = nextTry(m.id, got, failures);
      failures = next.failures;
      await deps.sleep(next.waitMs);
    }
    return false;
  };
}
