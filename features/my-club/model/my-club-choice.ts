// The club a visitor follows: kept on the device and, for a signed-in visitor, with the account. The
// season and name travel with the id so the header can link and name it without asking the service.
// Checked by hand here, not with zod: this runs in the browser, where the contract's rule keeps zod out
// of the bundle (the route checks its body with zod: server/account-club-body.ts).

export interface MyClub {
  squadId: number;
  seasonId: number;
  name: string;
}

export const MAX_CLUB_NAME = 80;

const isId = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/** What a stored value holds, or null when it is missing or not a club (an old or tampered copy). */
export function parseMyClub(raw: unknown): MyClub | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { squadId, seasonId, name } = raw as Record<string, unknown>;
  if (!isId(squadId) || !isId(seasonId) || typeof name !== "string") return null;
  const trimmed = name.trim();
  if (trimmed === "" || trimmed.length > MAX_CLUB_NAME) return null;
  return { squadId, seasonId, name: trimmed };
}
