"use client";

import { AppLink } from "@/components/ui/app-link";
import { squadHref } from "@/lib/links";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { useSquads } from "@/lib/queries/squads";
import { Loading, QueryError } from "@/components/ui/query-status";
import { MyClubBadge } from "@/components/ui/my-club-badge";
import { useMyClubId } from "@/features/my-club";

export function SquadsView({ seasonRef }: { seasonRef: SeasonRef }) {
  const squads = useSquads(seasonRef);
  const myClub = useMyClubId();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Squads</h1>
      {squads.isPending && <Loading what="the squads" />}
      {squads.isError && <QueryError error={squads.error} what="the squads" />}
      {squads.data && (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {squads.data.squads.map((s) => (
            <li key={s.id} data-my-club={s.id === myClub || undefined}>
              <AppLink
                href={squadHref(seasonRef.seasonId, s.id)}
                className="flex items-center justify-between rounded-lg border border-slate-200 px-3 py-2 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900"
              >
                <span className="font-medium">
                  {s.name}
                  {s.id === myClub && <MyClubBadge />}
                </span>
                <span className="text-xs text-slate-600 dark:text-slate-400">{s.code}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
