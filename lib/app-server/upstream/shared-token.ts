import "server-only";
import type { StoredToken, TokenStore } from "./token-store";
import { UpstreamError } from "./upstream-error";

// How often to look again while another instance holds the store's lock.
const LOCK_POLL_MS = 50;

/**
 * The token every instance sharing `store` uses: the stored one while it is `usable`; otherwise the
 * one instance that takes the store's lock requests a new one (`request`) and stores it, and the
 * others wait for it, up to `timeoutMs`. The lock lives twice the issuer's deadline, so an instance
 * that dies holding it does not hold the others for longer.
 */
export async function obtainSharedToken(
  store: TokenStore,
  deps: {
    request: () => Promise<StoredToken>;
    usable: (t: StoredToken | null) => t is StoredToken;
    timeoutMs: number;
    now: () => number;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<StoredToken> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const deadline = deps.now() + deps.timeoutMs;
  for (;;) {
    const shared = await store.get();
    if (deps.usable(shared)) return shared;
    if (await store.lock(deps.timeoutMs * 2)) {
      try {
        // Another instance may have stored one between our look and our lock.
        const again = await store.get();
        if (deps.usable(again)) return again;
        const t = await deps.request();
        await store.set(t);
        return t;
      } finally {
        await store.unlock();
      }
    }
    if (deps.now() > deadline)
      throw new UpstreamError(504, "No data-service token: another instance holds the lock");
    await sleep(LOCK_POLL_MS);
  }
}
