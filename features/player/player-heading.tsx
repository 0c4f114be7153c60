import { AppLink } from "@/components/ui/app-link";
import type { PlayerBio } from "@/features/player/server/player-page";
import { UrlSelect } from "@/components/ui/url-select";
import { playerCompareHref, squadHref } from "@/lib/links";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";

// The top of his page: his name over his team's season (and a comparison that starts with him), and
// the two choices kept in the address.

export function PlayerHeading({ bio }: { bio: PlayerBio }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-bold" data-testid="player-name">
        {bio.name}
      </h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <AppLink
          href={squadHref(bio.seasonId, bio.squad.id)}
          className="text-sky-800 underline dark:text-sky-300"
        >
          {bio.squad.name}
        </AppLink>{" "}
        · {bio.seasonName} ·{" "}
        <AppLink
          href={playerCompareHref([{ personId: bio.personId, seasonId: bio.seasonId }])}
          className="text-sky-800 underline dark:text-sky-300"
          data-testid="player-compare-link"
        >
          Compare
        </AppLink>
      </p>
    </div>
  );
}

/** Which of his seasons (`?season=`) and which metric the chart shows (`?metric=`). */
export function PlayerChoices({
  bio,
  seasons,
  metrics,
  trend,
}: {
  bio: PlayerBio;
  seasons: readonly { seasonId: number; name: string; squad: string }[];
  metrics: readonly LogMetric[];
  trend: LogMetric;
}) {
  return (
    <div className="flex flex-wrap gap-4">
      <UrlSelect
        label="Season"
        name="season"
        value={String(bio.seasonId)}
        options={seasons.map((s) => ({ value: String(s.seasonId), label: `${s.name} (${s.squad})` }))}
      />
      <UrlSelect
        label="Chart"
        name="metric"
        value={trend}
        options={metrics.map((m) => ({ value: m, label: LOG_LABELS[m].name }))}
      />
    </div>
  );
}
