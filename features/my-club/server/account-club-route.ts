import "server-only";
import { appDb } from "@/lib/app-server/app-db";
import { currentUser } from "@/lib/app-server/auth/auth";
import { problemResponse } from "@/lib/net/problem";
import { isSameOrigin } from "@/lib/app-server/security/same-origin";
import type { MyClub } from "../model/my-club-choice";
import { AccountClubBodySchema } from "./account-club-body";
import { createAccountClubs } from "./account-club-store";
import { checkClub } from "./club-check";

// The account's club, for the signed-in visitor only: GET reads it, POST replaces it (null clears).
// Never kept by a cache or the service worker: it is one account's. A visitor's GET is answered 200
// {club: null, signedIn: false}, not 401: the header's sync may still be asking when a session ends
// (signed out in another tab, expired, cookies cleared), and a 401 there is an error in every console
// for what is an ordinary moment. Only a change (POST) needs an account, so only it is refused.
const PRIVATE = { "cache-control": "private, no-store" };
const MAX_BODY = 1024;

const refuse = (status: number, title: string, detail: string, retryAfterSecs?: number) =>
  problemResponse(
    { status, title, detail },
    retryAfterSecs ? { ...PRIVATE, "retry-after": String(retryAfterSecs) } : PRIVATE,
  );
const signedOut = () => refuse(401, "Unauthorized", "Sign in to keep a club with your account.");
const answer = (body: { club: MyClub | null; signedIn?: false }) => Response.json(body, { headers: PRIVATE });

export async function getAccountClub(): Promise<Response> {
  const user = await currentUser();
  if (!user) return answer({ club: null, signedIn: false });
  const club = await createAccountClubs(await appDb()).read(user.email);
  return answer({ club });
}

export async function postAccountClub(req: Request): Promise<Response> {
  if (!isSameOrigin(req.headers)) return refuse(403, "Forbidden", "Only this site's pages may change it.");
  const user = await currentUser();
  if (!user) return signedOut();
  if (!req.headers.get("content-type")?.startsWith("application/json"))
    return refuse(415, "Unsupported Media Type", "Send the club as application/json.");
  const text = await req.text();
  if (text.length > MAX_BODY) return refuse(413, "Content Too Large", `At most ${MAX_BODY} bytes.`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse(400, "Bad Request", "The body is not JSON.");
  }
  const parsed = AccountClubBodySchema.safeParse(raw);
  if (!parsed.success)
    return refuse(400, "Bad Request", "Expected {club: {squadId, seasonId, name} or null}.");
  // A club the service has, under its own name: an id made up, or a season it lacks, is named back.
  let club: MyClub | null = null;
  if (parsed.data.club) {
    const checked = await checkClub(parsed.data.club);
    if (!("club" in checked))
      return refuse(checked.status, checked.title, checked.detail, checked.retryAfterSecs);
    club = checked.club;
  }
  await createAccountClubs(await appDb()).write(user.email, club);
  return answer({ club });
}
