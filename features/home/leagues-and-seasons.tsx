import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import type { SdsResponse } from "@/lib/contract";
import { h2hHref, links, seasonHref, type SeasonView } from "@/lib/links";

// The home page's list of leagues and their seasons (the latest as cards, the rest by decade) and the
// links to the all-time pages.

type LeagueWithSeasons = SdsResponse<"leagueSeasons">;

const VIEWS: { view: SeasonView; label: string }[] = [
  { view: "fixture", label: "Fixture" },
  { view: "ladder", label: "Ladder" },
  { view: "squads", label: "Squads" },
  { view: "availability", label: "Availability" },
];

// The AFL has 129 seasons with the history: the latest as cards, the rest as years by decade (a
// stop-gap until the decade-grouped season picker).
const RECENT_SEASONS = 3;

function EarlierSeasons({
  seasons,
}: {
  seasons: { id: number; startYear: number; competitionName: string }[];
}) {
  if (seasons.length === 0) return null;
  const decades = new Map<number, typeof seasons>();
  for (const s of seasons) {
    const d = Math.floor(s.startYear / 10) * 10;
    decades.set(d, [...(decades.get(d) ?? []), s]);
  }
  return (
    <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <summary className="cursor-pointer font-medium">
        Earlier seasons ({seasons[seasons.length - 1].startYear}–{seasons[0].startYear})
      </summary>
      <ul className="mt-2 space-y-1" data-testid="earlier-seasons">
        {[...decades].map(([decade, list]) => (
          <li key={decade} className="flex flex-wrap gap-x-3 gap-y-1">
            <span className="w-12 font-medium text-slate-600 dark:text-slate-400">{decade}s</span>
            {[...list].reverse().map((s) => (
              <AppLink
                key={s.id}
                href={seasonHref(s.id, "ladder")}
                aria-label={s.competitionName}
                className="tabular text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
              >
                {s.startYear}
              </AppLink>
            ))}
          </li>
        ))}
      </ul>
    </details>
  );
}

const HISTORY_LINKS = [
  { href: links.records, label: "Records" },
  { href: h2hHref(), label: "Head-to-head" },
  { href: links.clubs, label: "Club histories" },
];

/** The all-time pages (1897 on): records, head-to-heads, club histories. */
function HistoryLinks() {
  return (
    <section aria-labelledby="history-links" className="space-y-2" data-testid="history-links">
      <h2 id="history-links" className="text-xl font-semibold">
        History since 1897
      </h2>
      <nav aria-label="History" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {HISTORY_LINKS.map((l) => (
          <AppLink
            key={l.href}
            href={l.href}
            className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
          >
            {l.label}
          </AppLink>
        ))}
      </nav>
    </section>
  );
}

/** The leagues and their seasons; `lead` (the followed club's panel) opens the page under its title. */
export function LeaguesAndSeasons({ leagues, lead }: { leagues: LeagueWithSeasons[]; lead?: ReactNode }) {
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">Leagues and seasons</h1>
      {lead}
      {leagues.map((league) => (
        <section key={league.id} aria-labelledby={`league-${league.id}`} className="space-y-3">
          <h2 id={`league-${league.id}`} className="text-xl font-semibold">
            {league.name}{" "}
            <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({league.code})</span>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[...league.seasons]
              .reverse()
              .slice(0, RECENT_SEASONS)
              .map((s) => (
                <li
                  key={s.id}
                  className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
                  data-testid="season"
                >
                  <AppLink
                    href={seasonHref(s.id, "ladder")}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {s.competitionName}
                  </AppLink>
                  <div className="tabular text-sm text-slate-600 dark:text-slate-400">
                    {s.startDate} – {s.endDate} · {s.matches.complete} played, {s.matches.incomplete} to come
                  </div>
                  <nav
                    aria-label={`${s.competitionName} views`}
                    className="mt-2 flex flex-wrap gap-x-3 text-sm"
                  >
                    {VIEWS.map((v) => (
                      <AppLink
                        key={v.view}
                        href={seasonHref(s.id, v.view)}
                        className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
                      >
                        {v.label}
                      </AppLink>
                    ))}
                  </nav>
                </li>
              ))}
          </ul>
          <EarlierSeasons seasons={[...league.seasons].reverse().slice(RECENT_SEASONS)} />
        </section>
      ))}
      <HistoryLinks />
    </div>
  );
}
