import "server-only";
import type { BuildKind, BuildUpstream } from "./build-kind";
import type { MatchAnswers } from "./match-answers";
import type { Digested } from "./splits-digest";
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

  /** Keeps a digested answer: true, or why not (the contract check's finding). */
  async function keep(m: SeasonMatch, digested: Digested): Promise<true | FailedTry> {
    if ("wrong" in digested) {
      deps.upstream.noteInvalid();
      return { status: 502, retryAfterSecs: undefined, detail: digested.wrong };
    }
    await deps.answers.putAsParts(kind.operation, kind.query, m.id, m.start, digested.parts);
    stats.stored++;
    return true;
  }

  /** The kind's way past the upstream, when it has one: kept, or null to ask through the upstream. */
  async function tryDirect(m: SeasonMatch): Promise<true | FailedTry | null> {
    if (!kind.direct) return null;
    // A failure to connect, or a refusal, is asked again through the upstream at once, which reports it.
    const got = await kind.direct(m.id).catch(() => null);
    if (got === null) return null;
    stats.calls++;
    return "digested" in got ? keep(m, got.digested) : null;
  }

  /** One call for the match (two when the direct way is refused): true when its answer is kept, else why not. */
  async function tryOnce(m: SeasonMatch): Promise<true | FailedTry> {
    const direct = await tryDirect(m);
    if (direct !== null) return direct;
    try {
      const { path, res } = await kind.call(deps.upstream, m.id);
      stats.calls++;
      if (res.status === 200) return await keep(m, await kind.digest(path, m.id, res.body));
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
