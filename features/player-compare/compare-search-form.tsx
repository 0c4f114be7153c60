import { playerCompareHref, type ComparedRef } from "@/lib/links";
import { FoundPlayer, MIN_QUERY, PlayerNameFields } from "@/features/player";
import type { CompareSearch } from "./server/compare-search";

// Adding a player: a name searched for as on /players (a plain form, so it works before the page's
// script runs), each match a link to the comparison with him added.

export function CompareSearchForm({
  search,
  refs,
  players,
  address,
}: {
  search: CompareSearch;
  refs: readonly ComparedRef[];
  /** The address's `players` as written, kept by the form. */
  players: string;
  address: { season: number | null; metric: string };
}) {
  if (!search.open) return <p className="text-sm">Four players at most: remove one to add another.</p>;
  const q = search.q.trim();
  return (
    <section aria-labelledby="compare-add" className="space-y-2">
      <h2 id="compare-add" className="text-lg font-semibold">
        Add a player
      </h2>
      <form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {players && <input type="hidden" name="players" value={players} />}
        {address.season !== null && <input type="hidden" name="season" value={address.season} />}
        <input type="hidden" name="metric" value={address.metric} />
        <PlayerNameFields q={search.q} example="Daicos" />
      </form>
      {q.length > 0 && q.length < MIN_QUERY && (
        <p className="text-sm">Type at least {MIN_QUERY} letters of a name.</p>
      )}
      {q.length >= MIN_QUERY && search.found.length === 0 && (
        <p className="text-sm" role="status">
          No player&apos;s name matches “{search.q}”.
        </p>
      )}
      {search.found.length > 0 && (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="compare-search-results">
          {search.found.map((p) => (
            <li key={p.personId} className="py-1.5">
              <FoundPlayer
                href={playerCompareHref([...refs, p.add], address)}
                label={`Add ${p.name}`}
                p={p}
              />
            </li>
          ))}
          {search.more > 0 && (
            <li className="py-1.5 text-sm">and {search.more} more: type more of the name.</li>
          )}
        </ul>
      )}
    </section>
  );
}
