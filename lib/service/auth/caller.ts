import type { PlanName, Tier } from "./clients";

/** Who a verified token speaks for. */
export interface Caller {
  clientId: string;
  tier: Tier;
  plan: PlanName;
  exp: number; // seconds since the epoch
}

/**
 * A verified caller as remembered (known-callers.ts): with its token's audience, checked again on
 * each request, and the host a remembered header was verified for.
 */
export type KnownCaller = Caller & { aud: string; okHost?: string };
