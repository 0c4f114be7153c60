import "server-only";
import { fixtureQuery } from "@/lib/queries/fixture";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { currentRound, roundOptions, type RoundOption } from "@/lib/season/rounds";
import { fixtureFinals } from "@/lib/season/finals-era";

/**
 * Every round of a season, for the round filters. Only the fixture lists them; the page takes the list
 * (a few hundred bytes) rather than shipping the whole fixture to the browser for it.
 */
export async function seasonRounds(ref: SeasonRef): Promise<RoundOption[]> {
  return roundOptions(await fetchOnServer(fixtureQuery(ref)));
}

/** The season's current round (see currentRound); the same cached fixture call as seasonRounds. */
export async function seasonCurrentRound(ref: SeasonRef): Promise<number | undefined> {
  return currentRound(await fetchOnServer(fixtureQuery(ref)));
}

/** How many teams the season's finals take (its ladder's line); the same cached fixture call. */
export async function seasonFinalsPlaces(ref: SeasonRef): Promise<number> {
  return fixtureFinals(await fetchOnServer(fixtureQuery(ref))).teams;
}
