import type { AnswerCheck } from "./answer-check";
import type { CallAdmission } from "./call-admission";
import type { HungWatch } from "./deadline";
import type { InFlight } from "./in-flight";
import type { SavedCopies } from "./saved-copies";
import type { ServiceCall } from "./service-call";
import type { SharedLookup } from "./shared-lookup";
import type { UpstreamCache } from "./upstream-cache";
import type { UpstreamCounters } from "./upstream-counters";
import type { IdScreen, UpstreamResult } from "./upstream-result";

/** The layers `createUpstream` composes, each one job (and its own tests), as its GET and POST use them. */
export interface UpstreamParts {
  now: () => number;
  counters: UpstreamCounters;
  cache: UpstreamCache;
  /** The cache's freshness, what is kept, and the saved copy served stale. */
  saved: SavedCopies;
  /** Identical concurrent requests share one call (GET and POST alike, by key). */
  inFlight: InFlight<UpstreamResult>;
  /** The service taken as hung after a call ran past its deadline. */
  hung: HungWatch;
  timeoutMs: number;
  /** The visitor's limit and the plan's budget, before each new call. */
  admission: CallAdmission;
  /** Other instances' settled answers (Redis), when shared. */
  sharing?: SharedLookup;
  /** Made-up ids answered 404 without a call. */
  screen?: IdScreen;
  /** The contract check of a 200 that arrived. */
  check: AnswerCheck;
  /** One call to the service: token, headers, deadline, the one retry on a refused token. */
  call: ServiceCall;
}
