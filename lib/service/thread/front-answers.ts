import type { IncomingHttpHeaders } from "node:http";
import { rememberEncoding } from "@/lib/net/compress";
import { setKnown } from "../auth/known-callers";
import { takeShared } from "../quota";
import type { QuotaSlots } from "../quota-slots";
import { createResponseCache } from "../response-cache";
import type { FinalAnswer, FinalCaller } from "./messages";

/** What the main thread keeps of the service's final answers at most (bytes). */
export const FRONT_ANSWERS_MAX_BYTES = 16 * 1024 * 1024;

/**
 * The embedded service's final answers (a completed match's details, a finished season's ladder:
 * answers that cannot change while the data stays as it is) sent again by the app's main thread
 * itself, without a turn of the service's thread. Each came from the service's thread with the caller
 * it was admitted for (port-server.ts); an ask is answered here only when the service would answer it
 * the same: the same Authorization header, its token not expired and checked for the same Host, an
 * answer kept for the caller's tier at the same address, and the call counted within the caller's
 * quota and rate, on the very counter the service's thread counts on (quota.ts takeShared). Anything
 * else (a first ask, another tier, a 429 to give, a new day) goes to the service's thread, which
 * answers as it always did; when its data changes, everything kept here is dropped (`forget`).
 */
export function createFrontAnswers(slots: QuotaSlots, maxBytes = FRONT_ANSWERS_MAX_BYTES) {
  const callers = new Map<string, FinalCaller>(); // by the whole Authorization header
  const answers = createResponseCache(maxBytes);
  return {
    /** The body of the service's answer to a GET of `url` with `headers`, when this thread may send it. */
    answer(url: string, headers: IncomingHttpHeaders): Buffer | undefined {
      const auth = headers.authorization;
      const c = auth === undefined ? undefined : callers.get(auth);
      if (!c) return undefined;
      const t = Date.now();
      if (c.exp * 1000 <= t || c.host !== headers.host) return undefined;
      const body = answers.get(`${c.tier}|${url}`, t);
      return body && takeShared(slots, c.slot, c.plan, t) ? body : undefined;
    },
    /** Keeps a final answer the service sent (`sent`, as sent) to a request with header `auth`. */
    keep(final: FinalAnswer, sent: Buffer, auth: string | undefined): void {
      if (auth === undefined) return;
      const raw = final.raw ? Buffer.from(final.raw) : sent;
      if (final.raw && final.encoding) rememberEncoding(raw, final.encoding, sent);
      answers.set(final.key, raw, true, Date.now());
      setKnown(callers, auth, final.caller);
    },
    /** The service's data changed: none of its answers kept here stands. */
    forget(): void {
      answers.clear();
    },
    get size() {
      return answers.size;
    },
  };
}

export type FrontAnswers = ReturnType<typeof createFrontAnswers>;
