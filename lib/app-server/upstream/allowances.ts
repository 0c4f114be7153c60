import "server-only";
import { canAnalyse } from "../auth/roles";
import type { Role } from "../auth/users";
import type { BucketRule } from "./token-bucket";

/** A signed-in account, as the session names it. */
export interface Account {
  email: string;
  role: Role;
}

/**
 * New (uncached) data calls a visitor may cause, by who the visitor is (docs/decisions/fair-limits.md).
 * An address is shared by everyone behind it who is not signed in; a signed-in account has a bucket
 * of its own, whatever address it comes from.
 */
export interface Allowances {
  /** Visitors who are not signed in, by address; and each signed-in fan, by account. */
  visitor: BucketRule;
  /** Coaches, analysts and admins, by account: the event views and their filters cost many calls. */
  analyst: BucketRule;
}

// A cold public view costs up to ~9 calls. Every view of one match costs ~26 (the statistics views
// several), a round of 9 matches ~235, a scouting report a few more: twice that in one sitting, then a
// round's worth every ~8 minutes.
export const DEFAULT_ALLOWANCES: Allowances = {
  visitor: { rate: 1, burst: 40 },
  analyst: { rate: 0.5, burst: 600 },
};

export type AllowanceKind = "address" | "fan" | "analyst";

/** Whose allowance pays for a new call, and under which rule. */
export interface Payer {
  kind: AllowanceKind;
  /** The bucket's key: the address, or the account's email. */
  key: string;
}

/**
 * The signed-in account pays (its role decides its allowance), else the visitor's address; nobody
 * for the app's own calls (neither given).
 */
export function payerOf(address: string | undefined, account: Account | null | undefined): Payer | undefined {
  if (account) return { kind: canAnalyse(account.role) ? "analyst" : "fan", key: account.email };
  return address ? { kind: "address", key: address } : undefined;
}

/** The rule of each kind of payer. */
export const ruleOf = (a: Allowances, kind: AllowanceKind): BucketRule =>
  kind === "analyst" ? a.analyst : a.visitor;

/** What a refusal says, naming whose allowance is spent. */
export const refusalOf = (kind: AllowanceKind) =>
  kind === "address"
    ? "Too many new data requests from this address"
    : "Too many new data requests from this account";
