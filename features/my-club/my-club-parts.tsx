"use client";

import { AppLink } from "@/components/ui/app-link";
import { matchHref, seasonHref } from "@/lib/links";
import type { ClubMatch, ClubResult } from "./model/club-season";
import { kickOffTimes } from "./model/kick-off-times";
import { CountdownText } from "./countdown-text";

// The panel's three facts, each a small part. Rendered only in the browser (the club is the device's),
// so the viewer's zone can be read while rendering.

const LINK = "text-sky-700 underline-offset-4 hover:underline dark:text-sky-400";
const OUTCOME = { won: "Won", lost: "Lost", drew: "Drew" } as const;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as const)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

function Fact({ term, children, testId }: { term: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="min-w-0 space-y-1" data-testid={testId}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className="space-y-0.5 text-sm">{children}</dd>
    </div>
  );
}

export function NextMatchFact({ next, season }: { next: ClubMatch | undefined; season: string }) {
  if (!next)
    return (
      <Fact term="Next match" testId="my-club-next">
        No match ahead in {season}.
      </Fact>
    );
  const { match } = next;
  const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const times = kickOffTimes(match.date.utcMatchStart, match.venue.timeZone, viewerZone);
  return (
    <Fact term="Next match" testId="my-club-next">
      <span className="block font-medium">
        {next.home ? "v" : "at"} {next.opponent.name}
      </span>
      <span className="block">
        {next.round} · {match.venue.name}
      </span>
      <time className="tabular block" dateTime={match.date.utcMatchStart}>
        {times.venue}
      </time>
      {times.viewer && (
        <span className="block text-slate-600 dark:text-slate-400">your time {times.viewer}</span>
      )}
      <CountdownText utc={match.date.utcMatchStart} />
    </Fact>
  );
}

export function LastResultFact({ last }: { last: ClubResult | undefined }) {
  if (!last)
    return (
      <Fact term="Last result" testId="my-club-last">
        No match played yet.
      </Fact>
    );
  return (
    <Fact term="Last result" testId="my-club-last">
      <span className="block font-medium">
        {OUTCOME[last.outcome]}{" "}
        <span className="tabular">
          {last.scored}–{last.conceded}
        </span>
      </span>
      <span className="block">
        {last.home ? "v" : "at"} {last.opponent.name}, {last.round}
      </span>
      <AppLink href={matchHref(last.match.id)} className={LINK}>
        Match summary
      </AppLink>
    </Fact>
  );
}

export function LadderFact({
  place,
  seasonId,
}: {
  place: { position: number; of: number } | undefined;
  seasonId: number;
}) {
  return (
    <Fact term="Ladder" testId="my-club-ladder">
      <span className="block font-medium">
        {place ? `${ordinal(place.position)} of ${place.of}` : "Not on the ladder"}
      </span>
      <AppLink href={seasonHref(seasonId, "ladder")} className={LINK}>
        The ladder
      </AppLink>
    </Fact>
  );
}
