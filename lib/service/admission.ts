import type { Resolved } from "@/lib/contract";
import { tierRank } from "@/lib/service/metrics/glossary";
import type { Caller, createTokenVerifier } from "./auth/verify-token";
import { forbidden } from "./errors";
import type { Quota } from "./quota";

export interface AdmissionDeps {
  verify: ReturnType<typeof createTokenVerifier>;
  quota: Quota;
}

/** The caller, if its tier reaches the operation's; the call counted on its quota. */
function counted(quota: Quota, m: Resolved, caller: Caller): Caller | Promise<Caller> {
  const e = m.endpoint;
  if (tierRank(caller.tier) < tierRank(e.tier))
    throw forbidden(`${e.summary} needs the ${e.tier} tier; this client has ${caller.tier}`);
  const taken = quota.take(caller.clientId, caller.plan);
  return taken instanceof Promise ? taken.then(() => caller) : caller;
}

/**
 * The caller behind the request's token, if its tier reaches the operation's, with the call counted
 * on its quota; a refusal is thrown. Answered at once for a remembered token and a client whose count
 * is loaded (every request but a client's first): a promise only when the token or the count must be
 * read. Not async, because a cached answer's own cost was largely its promises and their turns of the
 * microtask queue (profiled: ARCHITECTURE.md, "A small answer's path").
 */
export function admit(
  deps: AdmissionDeps,
  req: { headers: { authorization?: string; host?: string } },
  m: Resolved,
  nowMs: number,
): Caller | Promise<Caller> {
  const verified = deps.verify(req.headers.authorization, req.headers.host, nowMs);
  if (verified instanceof Promise) return verified.then((caller) => counted(deps.quota, m, caller));
  return counted(deps.quota, m, verified);
}
