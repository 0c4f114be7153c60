import { AppLink } from "@/components/ui/app-link";
import { rosterSeasons } from "@/features/player/server/player-rosters";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { MIN_QUERY, searchPlayers } from "@/features/player/model/player-search";
import { links, playerHref } from "@/lib/links";

export const metadata = { title: "Players" };

const LIMIT = 50;

/** /players?q= — find a player by name among every season's lists (latest season first). */
export default async function PlayersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const q = (firstParam(await searchParams, "q") ?? "").slice(0, 60);
  const seasons = q.trim().length >= MIN_QUERY ? await rosterSeasons() : [];
  // Each person once, as of the latest season he is listed in.
  const people = new Map<
    number,
    {
      id: number;
      name: string;
      surname: string;
      team: string;
      season: string;
      seasonId: number;
      position: string;
    }
  >();
  for (const s of seasons)
    for (const [id, e] of s.roster)
      if (!people.has(id))
        people.set(id, {
          id,
          name: e.player.fullname,
          surname: e.player.surname,
          team: e.squad.name,
          season: e.seasonName,
          seasonId: e.seasonId,
          position: e.player.position.name,
        });
  const { found, more } = searchPlayers([...people.values()], q, LIMIT);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Players</h1>
      <form method="get" action={links.players} role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Player name
          <input
            type="search"
            name="q"
            defaultValue={q}
            minLength={MIN_QUERY}
            maxLength={60}
            placeholder="e.g. Neale"
            className="rounded border border-slate-300 bg-white px-2 py-1 text-base dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button
          type="submit"
          className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          Search
        </button>
      </form>
      {q.trim().length > 0 && q.trim().length < MIN_QUERY && (
        <p className="text-sm">Type at least {MIN_QUERY} letters of a name.</p>
      )}
      {q.trim().length >= MIN_QUERY && (
        <p
          className="text-sm text-slate-600 dark:text-slate-400"
          role="status"
          data-testid="player-search-count"
        >
          {found.length === 0
            ? `No player's name matches “${q}”.`
            : `${found.length + more} player${found.length + more === 1 ? "" : "s"} match “${q}”${more ? `; the first ${LIMIT} are shown` : ""}.`}
        </p>
      )}
      {found.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="player-search-results">
          {found.map((p) => (
            <li key={p.id} className="py-2">
              <AppLink
                href={playerHref(p.id, p.seasonId)}
                className="font-medium text-sky-800 underline dark:text-sky-300"
              >
                {p.name}
              </AppLink>{" "}
              <span className="text-sm text-slate-600 dark:text-slate-400">
                {p.team} · {p.position} · {p.season}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
