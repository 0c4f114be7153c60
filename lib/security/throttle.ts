/**
 * Failure counters for sign-in and the token issuer: after `limit` failures of a key within
 * `windowMs` (counted from its first failure), attempts under that key wait until the window ends.
 * In memory, per process: with several instances each counts its own (ARCHITECTURE.md says why that
 * is enough). The map is bounded, so a flood of distinct keys cannot grow it without limit.
 */
export interface ThrottleOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  maxKeys?: number;
}

export interface Throttle {
  /** Seconds to wait before trying again under `key`; 0 when free. */
  retryAfter(key: string): number;
  fail(key: string): void;
  clear(key: string): void;
}

export function createThrottle(opts: ThrottleOptions): Throttle {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 50_000;
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) entries.delete(key);
    return e && e.resetAt > now() ? e : undefined;
  };
  function prune() {
    const t = now();
    for (const [k, e] of entries) if (e.resetAt <= t) entries.delete(k);
    // Still full: drop the oldest windows (insertion order) rather than grow.
    for (const k of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(k);
    }
  }
  return {
    retryAfter(key) {
      const e = live(key);
      return e && e.count >= opts.limit ? Math.max(1, Math.ceil((e.resetAt - now()) / 1000)) : 0;
    },
    fail(key) {
      const e = live(key);
      if (e) e.count++;
      else {
        if (entries.size >= maxKeys) prune();
        entries.set(key, { count: 1, resetAt: now() + opts.windowMs });
      }
    },
    clear(key) {
      entries.delete(key);
    },
  };
}

/**
 * Per account (or client id) and per address. The account limit is the lower one, so an address that
 * has locked one account can still sign in to another with the right password.
 */
export function createAttemptGuard(opts: {
  perAccount: number;
  perAddress: number;
  windowMs: number;
  now?: () => number;
}) {
  const accounts = createThrottle({ limit: opts.perAccount, windowMs: opts.windowMs, now: opts.now });
  const addresses = createThrottle({ limit: opts.perAddress, windowMs: opts.windowMs, now: opts.now });
  return {
    /** Seconds to wait (0: go ahead). */
    retryAfter: (account: string, address: string) =>
      Math.max(accounts.retryAfter(account.toLowerCase()), addresses.retryAfter(address)),
    failed(account: string, address: string) {
      accounts.fail(account.toLowerCase());
      addresses.fail(address);
    },
    succeeded: (account: string) => accounts.clear(account.toLowerCase()),
  };
}
export type AttemptGuard = ReturnType<typeof createAttemptGuard>;

/** The message people read with the 429 (and the sign-in form shows). */
export const tooManyAttempts = (seconds: number) =>
  `Too many failed attempts. Try again in ${seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`;
