import type { z } from "zod";
import type { LeagueWithSeasonsSchema, LeaguesListSchema } from "@/lib/sds";
import { sdsGet } from "@/lib/server/sds-client";

export const dynamic = "force-dynamic";

type LeagueWithSeasons = z.infer<typeof LeagueWithSeasonsSchema>;

async function loadLeagues(): Promise<LeagueWithSeasons[]> {
  const { leagues } = await sdsGet<typeof LeaguesListSchema>("leagues");
  return Promise.all(
    leagues.map((l) => sdsGet<typeof LeagueWithSeasonsSchema>("leagueSeasons", { leagueId: l.id })),
  );
}

export default async function HomePage() {
  const leagues = await loadLeagues();
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">Leagues and seasons</h1>
      {leagues.map((league) => (
        <section key={league.id} aria-labelledby={`league-${league.id}`} className="space-y-3">
          <h2 id={`league-${league.id}`} className="text-xl font-semibold">
            {league.name} <span className="text-sm font-normal text-slate-500">({league.code})</span>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[...league.seasons].reverse().map((s) => (
              <li
                key={s.id}
                className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
                data-testid="season"
              >
                <div className="font-medium">{s.competitionName}</div>
                <div className="tabular text-sm text-slate-600 dark:text-slate-400">
                  {s.startDate} – {s.endDate} · {s.matches.complete} played, {s.matches.incomplete} to come
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
