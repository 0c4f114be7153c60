import "server-only";

export interface StoredToken {
  token: string;
  expiresAt: number; // ms since the epoch
}

/**
 * Where an app instance keeps its data-service token. In memory for one instance; in Redis
 * (REDIS_URL) when several instances must share tokens, so that together they stay far below the
 * service's 10 live tokens a client.
 */
export interface TokenStore {
  get(): Promise<StoredToken | null>;
  set(t: StoredToken): Promise<void>;
  /** Forgets `token` if it is still the stored one (another instance may have replaced it). */
  drop(token: string): Promise<void>;
  /** Tries to become the one instance that requests the next token; true when it did. */
  lock(ms: number): Promise<boolean>;
  unlock(): Promise<void>;
}

export function memoryTokenStore(): TokenStore {
  let current: StoredToken | null = null;
  return {
    async get() {
      return current;
    },
    async set(t) {
      current = t;
    },
    async drop(token) {
      if (current?.token === token) current = null;
    },
    async lock() {
      return true; // one instance: the token manager's single flight is enough
    },
    async unlock() {},
  };
}
