import { AppLink } from "@/components/ui/app-link";
import { clubs, type HistSeason } from "@/lib/history/all-time";
import { clubHref } from "@/lib/links";
import type { ReactNode } from "react";

/** Every club that has played (/clubs), today's first, each with a link to its history. */
export function ClubsView({ seasons, heading }: { seasons: readonly HistSeason[]; heading: ReactNode }) {
  const list = clubs(seasons);
  const latest = list.reduce((y, c) => Math.max(y, c.to), 0);
  const groups = [
    { title: "Clubs of today", clubs: list.filter((c) => c.to === latest) },
    { title: "Clubs of the past", clubs: list.filter((c) => c.to !== latest) },
  ];
  return (
    <div className="space-y-6">
      {heading}
      {groups.map((g) => (
        <section key={g.title} aria-label={g.title} className="space-y-2">
          <h2 className="text-lg font-semibold">{g.title}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="club-list">
            {g.clubs.map((c) => (
              <li key={c.id}>
                <AppLink
                  href={clubHref(c.id)}
                  className="text-sky-700 underline underline-offset-4 dark:text-sky-400"
                >
                  {c.name}
                </AppLink>{" "}
                <span className="tabular text-sm text-slate-600 dark:text-slate-400">
                  {c.from}–{c.to}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
