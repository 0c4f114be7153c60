import "server-only";
import { isNotFoundPage } from "@/lib/app-server/pages/prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { seasonSquad } from "@/lib/app-server/pages/squad-of-season";
import { MAX_CLUB_NAME, type MyClub } from "../model/my-club-choice";

export type ClubCheck =
  { club: MyClub } | { status: 400 | 429 | 503; title: string; detail: string; retryAfterSecs?: number };

/**
 * The club an account is to keep, as the service knows it: the squad must play in the season named,
 * and its name is the service's, whatever the request said (the header shows it to the account). The
 * season's lists are the pages' cached answers: a signed-in visitor's change costs no new call as a
 * rule, and one at most.
 */
export async function checkClub(asked: MyClub): Promise<ClubCheck> {
  const bad = (detail: string) => ({ status: 400 as const, title: "Bad Request", detail });
  try {
    const ref = await resolveSeason(String(asked.seasonId));
    const squad = await seasonSquad(ref, asked.squadId);
    if (!squad) return bad(`No club ${asked.squadId} plays in season ${asked.seasonId}`);
    return { club: { ...asked, name: squad.name.trim().slice(0, MAX_CLUB_NAME) } };
  } catch (err) {
    if (isNotFoundPage(err)) return bad(`No season ${asked.seasonId} in the data`);
    const retryAfterSecs = isUpstreamError(err) ? err.retryAfterSecs : undefined;
    if (isUpstreamError(err) && err.status === 429)
      return {
        status: 429,
        title: "Too Many Requests",
        detail: "Too many new data requests: try again shortly",
        retryAfterSecs,
      };
    return {
      status: 503,
      title: "Service Unavailable",
      detail: "The club cannot be checked with the data service just now: try again in a minute",
      retryAfterSecs,
    };
  }
}
