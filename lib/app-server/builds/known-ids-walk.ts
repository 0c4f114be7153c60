import { fixtureMatchIds, listIds, seasonMark, type KeptIndex, type SeasonIds } from "./known-ids-seasons";

export type GetJson = (path: string) => Promise<unknown>;

/**
 * Reads the index from the service's lists: leagues, their levels, each level's seasons, then the
 * fixture and squads of each season that is new or whose list entry's mark changed since `kept` read
 * it. The rest is taken from `kept` without a call: a restart on the same data asks the lists only
 * (five calls for the AFL and the synthetic league), not ~260.
 *
 * One season at a time, `paceMs` apart: with the history (130 seasons) reading every season at once was
 * 260 calls in a moment, past the plan's rate, and the pages being rendered got 429s. By the league and
 * level that list the season: the short `/seasons/{id}` paths serve only the main competition, and the
 * demo league's seasons answered 404 there, which failed every build.
 */
export async function walkSeasons(
  getJson: GetJson,
  kept: KeptIndex | null,
  now: number,
  paceMs = 0,
): Promise<KeptIndex> {
  const keptById = new Map((kept?.seasons ?? []).map((s) => [s.id, s]));
  const leagues = listIds(((await getJson("/leagues")) as { leagues?: unknown } | null)?.leagues);
  const listed: { path: string; entry: unknown; id: number }[] = [];
  for (const leagueId of leagues) {
    const levels = (await getJson(`/leagues/${leagueId}/levels`)) as { levels?: unknown } | null;
    for (const levelId of listIds(levels?.levels)) {
      const list = (await getJson(`/leagues/${leagueId}/levels/${levelId}/seasons`)) as {
        seasons?: unknown;
      } | null;
      const entries: unknown[] = Array.isArray(list?.seasons) ? list.seasons : [];
      for (const entry of entries) {
        const id = Number((entry as { id?: unknown }).id);
        listed.push({ path: `/leagues/${leagueId}/levels/${levelId}/seasons/${id}`, entry, id });
      }
    }
  }
  const seasons: SeasonIds[] = [];
  for (const { path, entry, id } of listed) {
    const mark = seasonMark(entry);
    const before = keptById.get(id);
    if (before && before.mark === mark && before.path === path) {
      seasons.push(before);
      continue;
    }
    if (paceMs) await new Promise((r) => setTimeout(r, paceMs));
    const [fixture, squads] = await Promise.all([getJson(`${path}/fixture`), getJson(`${path}/squads`)]);
    seasons.push({
      id,
      path,
      mark,
      matches: fixtureMatchIds(fixture),
      squads: listIds((squads as { squads?: unknown } | null)?.squads),
    });
  }
  return { leagues, seasons, builtAt: now };
}
