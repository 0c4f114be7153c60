import "server-only";
import type { Season } from "@/lib/contract";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fixtureQuery } from "@/lib/queries/fixture";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { isUpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { seasonFromService } from "@/lib/history/from-service";
import { seasonPremiership, type Premiership } from "@/lib/history/all-time";

/**
 * Who won a finished season's premiership, from its fixture (the same cached call the ladder and the
 * fixture pages make; a finished season's fixture never changes). Null while the season is being
 * played, and when the fixture cannot be read just now: the line is left out, not the page.
 */
export async function seasonPremiers(ref: SeasonRef, season: Season): Promise<Premiership | null> {
  if (season.matches.complete === 0 || season.matches.incomplete > 0) return null;
  try {
    return seasonPremiership(seasonFromService(await fetchOnServer(fixtureQuery(ref)), null));
  } catch (err) {
    if (isUpstreamError(err)) return null;
    throw err;
  }
}
