import { InferredLink } from "@/components/ui/inferred-link";
import { links, playerHref } from "@/lib/links";
import { MIN_QUERY } from "./model/player-search";
import { FoundPlayer, PlayerNameFields } from "./player-name-fields";
import type { ListedPerson } from "./server/player-rosters";

/** The player search (/players?q=): the form, what matched (or why nothing was looked for) and the list. */
export function PlayerSearchView({
  q,
  found,
  more,
  limit,
}: {
  q: string;
  found: ListedPerson[];
  more: number;
  limit: number;
}) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Players</h1>
      <form method="get" action={links.players} role="search" className="flex flex-wrap items-end gap-2">
        <PlayerNameFields q={q} example="Neale" />
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
            : `${found.length + more} player${found.length + more === 1 ? "" : "s"} match “${q}”${more ? `; the first ${limit} are shown` : ""}.`}
        </p>
      )}
      {found.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="player-search-results">
          {found.map((p) => (
            <li key={p.id} className="py-2">
              <FoundPlayer href={playerHref(p.id, p.seasonId)} p={p} />
            </li>
          ))}
        </ul>
      )}
      {found.length > 0 && (
        // The search covers the AFL's lists, whose positions the source does not record.
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Positions are <InferredLink>inferred from each player&apos;s statistics</InferredLink>.
        </p>
      )}
    </div>
  );
}
