import { AppLink } from "@/components/ui/app-link";
import { MatchTime } from "@/components/ui/match-time";
import type { MatchDetails } from "@/lib/contract";
import { seasonHref } from "@/lib/links";
import { roundLabel } from "./match-labels";

/** The match page's heading: the round (a link to that round of the fixture), the teams, the start time. */
export function MatchHeader({ m }: { m: MatchDetails }) {
  return (
    <header className="space-y-1">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <AppLink
          href={seasonHref(m.seasonId, "fixture", { round: m.roundNumber })}
          className="underline-offset-4 hover:underline"
        >
          {roundLabel(m)} · {m.competitionName}
        </AppLink>
      </p>
      <h1 className="text-2xl font-bold">
        {m.home.name} v {m.away.name}
      </h1>
      <p className="text-sm">
        <MatchTime utc={m.date.utcMatchStart} timeZone={m.venue.timeZone} withDate />
      </p>
    </header>
  );
}
