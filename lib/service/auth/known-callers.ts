import type { KnownCaller } from "./caller";

// Entries a memo holds before it forgets them all: a crowd of tokens costs memory once, not without end.
const MAX_KNOWN = 10_000;

/** Sets `key` in a memo that is cleared when it holds more than MAX_KNOWN entries. */
export function setKnown<K, V>(memo: Map<K, V>, key: K, value: V): void {
  if (memo.size > MAX_KNOWN) memo.clear();
  memo.set(key, value);
}

/**
 * Verified callers by the whole Authorization header: a client sends the same header on every
 * request, so a remembered one skips the header's pattern as well (profiled: the pattern on a
 * ~200-character token and the audience's check were most of a remembered token's cost). One host a
 * header: the embedded audience is the host asked.
 */
export function createKnownHeaders() {
  const byHeader = new Map<string, KnownCaller>();
  return {
    /** The caller remembered for this header and host while its token lives; a stale one is forgotten. */
    known(header: string | undefined, host: string | undefined, nowMs: number): KnownCaller | undefined {
      const known = header === undefined ? undefined : byHeader.get(header);
      if (!known) return undefined;
      if (known.exp * 1000 > nowMs && known.okHost === host) return known;
      byHeader.delete(header!); // expired, or another host: the full checks say which
      return undefined;
    },
    /** Keeps a verified header for `host` (the caller is marked with the host it was verified for). */
    remember(header: string, caller: KnownCaller, host: string | undefined): void {
      caller.okHost = host;
      setKnown(byHeader, header, caller);
    },
  };
}
