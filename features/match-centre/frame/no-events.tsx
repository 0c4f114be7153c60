import { AppLink } from "@/components/ui/app-link";
import type { MatchDetails } from "@/lib/contract";
import { matchHref } from "@/lib/links";
import { EVENT_VIEW_NAMES, type EventView } from "./event-view-names";
import { RefreshAtStart } from "./refresh-at-start";

/**
 * An event view of a match the service has no events of, said as what it is rather than as a failed
 * load: before the first bounce there are none yet (the page asks again once it is due), and a match
 * of the history (1897–2022) has its result and score by quarter only. With the way to its summary.
 */
export function NoEventsScreen({ match, view }: { match: MatchDetails; view: EventView }) {
  const { title, what } = EVENT_VIEW_NAMES[view];
  const upcoming = match.status.typeName === "Upcoming";
  return (
    <article className="space-y-5">
      <h1 className="text-2xl font-bold">
        {title} <span className="font-normal text-slate-600 dark:text-slate-400">· {match.name}</span>
      </h1>
      <section
        role="status"
        data-testid="no-events"
        className="space-y-1 rounded border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="font-semibold">
          {upcoming ? `No ${what} yet: the match has not started.` : `No ${what} for this match.`}
        </p>
        <p>
          {upcoming
            ? "They appear here from the first bounce, and follow the match while it is live."
            : "The data service has events (shots, entries, chains, statistics, rotations, stoppages) from the 2023 season on, synthesised to count to each match's box score; of an earlier match it keeps the result and the score by quarter."}{" "}
          <AppLink href={matchHref(match.id)} className="underline underline-offset-2">
            The match summary
          </AppLink>
          .
        </p>
      </section>
      {upcoming && <RefreshAtStart startUtc={match.date.utcMatchStart} />}
    </article>
  );
}
