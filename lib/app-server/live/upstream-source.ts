import type { MatchDetails } from "@/lib/contract";
import { OP } from "@/lib/contract/operations";
import type { MatchOutlook } from "@/lib/predict/match-outlook";
import { sdsGet } from "@/lib/app-server/upstream/sds-client";
import { matchLicence, permits } from "@/lib/app-server/upstream/licence";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { readAsApp, readFor } from "@/lib/app-server/upstream/read-for";
import { LiveFeedError, type FeedSource } from "./live-hub";
import { liveStateOf } from "./live-state";

/** The model's outlook of a match (the predictions' matchOutlook), passed in from above lib/. */
export type OutlookOf = (m: MatchDetails) => Promise<MatchOutlook | null>;

function feedError(matchId: number, err: unknown): LiveFeedError {
  if (isUpstreamError(err) && err.status === 404) return new LiveFeedError(404, `No match ${matchId}`);
  const retry = isUpstreamError(err) ? err.retryAfterSecs : undefined;
  // The viewer's allowance of new calls (or the plan's) refused the start's reads.
  if (isUpstreamError(err) && err.status === 429)
    return new LiveFeedError(
      429,
      `Too many new data requests to start match ${matchId}'s live feed now`,
      retry ?? 5,
    );
  return new LiveFeedError(503, `Match ${matchId} cannot be read from the data service now`, retry ?? 5);
}

/** A match's events; null for one the service keeps none of (1897–2022: its score alone streams). */
const transactionsOf = (matchId: number) =>
  sdsGet(OP.getMatchTransactions, { matchId }).then(
    (a) => a.transactions,
    (err: unknown) => (isUpstreamError(err) && err.status === 404 ? null : Promise.reject(err)),
  );

/**
 * A match's state read through the app's one upstream (its cache, token and pacing: the pages'
 * reads of the same answers share it): the match every beat, its transactions once it has
 * begun and when the app's licence covers them, and the outlook once. A start's reads (and a
 * follower's preparation) are new calls of the viewer whose arrival asks for them (read-for.ts).
 */
export function upstreamFeedSource(outlookOf: OutlookOf): FeedSource {
  /** What does not change during the match (the licence's word, the outlook), from one read of it. */
  async function matchReads(matchId: number) {
    let first: MatchDetails;
    let events: boolean;
    let outlook: MatchOutlook | null;
    try {
      first = await sdsGet(OP.getMatch, { matchId });
      // The outlook's reads (its season's fixtures) are the app's own, bounded by the seasons: a
      // viewer short of calls would otherwise leave the feed without it for every viewer after.
      const outlookRead = readAsApp(() => outlookOf(first).catch(() => null));
      const [licence, o] = await Promise.all([matchLicence(matchId), outlookRead]);
      events = permits(licence, OP.getMatchTransactions);
      outlook = o;
    } catch (err) {
      throw feedError(matchId, err);
    }
    const stateOf = async (m: MatchDetails) => {
      const begun = events && m.status.typeName !== "Upcoming";
      return liveStateOf(m, begun ? await transactionsOf(matchId) : null, outlook);
    };
    return { first, stateOf, read: async () => stateOf(await sdsGet(OP.getMatch, { matchId })) };
  }
  return {
    start: (matchId, reader) =>
      readFor(reader, async () => {
        const { first, stateOf, read } = await matchReads(matchId);
        return {
          first: await stateOf(first).catch((err: unknown) => Promise.reject(feedError(matchId, err))),
          read,
        };
      }),
    // An instance following a match another reads (over Redis), once when it first has viewers of
    // it: one read of the match's details (for its league and season), its licence and the outlook,
    // not its transactions. A one-off read an instance, not a beat's: the beats' reads stay the
    // holder's alone, so a hand-over costs the service nothing more than the beat it was due.
    prepare: (matchId, reader) => readFor(reader, async () => ({ read: (await matchReads(matchId)).read })),
  };
}
