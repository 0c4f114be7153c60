import type { LeaderFilters } from "@/lib/season/leaders";
import { UrlSelect } from "@/components/ui/url-select";
import { SignInLink } from "@/components/ui/sign-in-link";
import { QuarterZonePicks } from "@/components/ui/quarter-zone-picks";
import { PHASE_NAMES } from "./model/leader-words";

// The leaderboard's filters, each kept in the address. Quarter and zone come from event data: a fan
// sees why they are missing instead.
export function LeaderFilterPicks({
  filters: f,
  metrics,
  squads,
  full,
}: {
  filters: LeaderFilters;
  metrics: readonly { code: string; name: string }[];
  squads: readonly { id: number; name: string }[];
  full: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-4">
        <UrlSelect
          label="Statistic"
          name="metric"
          value={f.metric}
          options={metrics.map((m) => ({ value: m.code, label: m.name }))}
        />
        <UrlSelect
          label="Per"
          name="per"
          value={f.per}
          options={[
            { value: "total", label: "Season total" },
            { value: "game", label: "Per game" },
          ]}
        />
        <UrlSelect
          label="Phase"
          name="phase"
          value={f.phase}
          options={Object.entries(PHASE_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <UrlSelect
          label="Team"
          name="squad"
          value={f.squad === null ? "" : String(f.squad)}
          emptyLabel="All teams"
          options={squads.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        {full && <QuarterZonePicks quarterParam="period" quarter={f.period} zone={f.zone} />}
      </div>
      {!full && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Quarter and zone splits and the other statistics are drawn from match event data, for coaches and
          analysts: <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
        </p>
      )}
    </>
  );
}
