import { createPacedTally } from "@/lib/lifecycle/paced-tally";

/**
 * Session cookies the app's key cannot read (next-auth's JWTSessionError): one made with another key
 * (AUTH_SECRET changed, another deployment's), cut short or altered. Each is read as signed out; it
 * is an ordinary event, not a fault, and anyone can send one with every request. So one line a
 * minute at most, with how many came since, rather than an error with its stack for each.
 */
export function createUnreadableSessions(say: (line: string) => void, now: () => number = Date.now) {
  const tally = createPacedTally(
    say,
    (counts, since) =>
      `[auth] ${counts.get("") ?? 0} session cookie(s) this key cannot read (made with another AUTH_SECRET, or altered) since ${since}: read as signed out`,
    now,
  );
  return (): void => tally("");
}
