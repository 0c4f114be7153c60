import type { ReactNode } from "react";
import type { z } from "zod";
import type { MatchDetails, MatchVenueSchema } from "@/lib/contract";
import { QueryError } from "@/components/ui/query-status";
import { AppLink } from "@/components/ui/app-link";
import { eventsAboutHref } from "@/lib/links";

type Venue = z.infer<typeof MatchVenueSchema>;

interface Props {
  match: MatchDetails;
  venue: Venue | undefined;
  venueError: unknown;
  attendance: string | null;
}

/** Where and how long: venue and ground size, crowd, duration (the start time heads the page). */
export function MatchFacts({ match, venue, venueError, attendance }: Props) {
  const row = (term: string, value: ReactNode) => (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1">
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby="facts" className="space-y-2">
      <h2 id="facts" className="text-lg font-semibold">
        Match details
      </h2>
      {venueError ? <QueryError error={venueError} what="the venue" /> : null}
      <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="match-facts">
        {row("Venue", venue ? `${venue.name}, ${venue.location.country.state.name}` : match.venue.name)}
        {venue &&
          row(
            "Ground",
            venue.dimensions ? (
              <span className="tabular">{`${venue.dimensions.length} m × ${venue.dimensions.width} m`}</span>
            ) : (
              "Not recorded"
            ),
          )}
        {row("Attendance", <span className="tabular">{attendance ?? "Not recorded"}</span>)}
        {match.status.typeName === "Complete" &&
          row(
            "Duration",
            // The source records no quarter's length: the data service makes them up (about#events).
            <>
              <span className="tabular">{match.time.duration}</span>{" "}
              <AppLink
                href={eventsAboutHref()}
                className="text-xs text-slate-600 underline dark:text-slate-400"
              >
                synthesised
              </AppLink>
            </>,
          )}
      </dl>
    </section>
  );
}
