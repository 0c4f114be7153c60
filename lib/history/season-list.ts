// The seasons the all-time history covers, found through the service's own listing: the pages' summary
// (lib/app-server/builds/history-summary.ts) and the predictor's fit (lib/predict/service-results.ts) read the same
// list, so both are computed from the same seasons.

type GetJson = (path: string) => Promise<unknown>;

const ids = (list: unknown) =>
  Array.isArray(list) ? list.map((x) => Number((x as { id: unknown }).id)) : [];

/** The season ids of the level with the most seasons (the AFL's, 1897 on), in the service's order. */
export async function longestSeasonList(getJson: GetJson): Promise<number[]> {
  let best: number[] = [];
  for (const leagueId of ids(((await getJson("/leagues")) as { leagues?: unknown }).leagues))
    for (const levelId of ids(
      ((await getJson(`/leagues/${leagueId}/levels`)) as { levels?: unknown }).levels,
    )) {
      const list = ids(
        ((await getJson(`/leagues/${leagueId}/levels/${levelId}/seasons`)) as { seasons?: unknown }).seasons,
      );
      if (list.length > best.length) best = list;
    }
  return best;
}
