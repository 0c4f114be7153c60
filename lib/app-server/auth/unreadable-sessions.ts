/**
 * Session cookies the app's key cannot read (next-auth's JWTSessionError): one made with another key
 * (AUTH_SECRET changed, another deployment's), cut short or altered. Each is read as signed out; it
 * is an ordinary event, not a fault, and anyone can send one with every request. So one line a
 * minute at most, with how many came since, rather than an error with its stack for each.
 */
export function createUnreadableSessions(say: (line: string) => void, now: () => number = Date.now) {
  const QUIET_MS = 60_000;
  let saidAt = -Infinity;
  let unsaid = 0;
  return function unreadableSession(): void {
    unsaid++;
    const t = now();
    if (t - saidAt < QUIET_MS) return;
    say(
      `[auth] ${unsaid} session cookie(s) this key cannot read (made with another AUTH_SECRET, or altered) since ${
        Number.isFinite(saidAt) ? "the last line" : "the start"
      }: read as signed out`,
    );
    saidAt = t;
    unsaid = 0;
  };
}
