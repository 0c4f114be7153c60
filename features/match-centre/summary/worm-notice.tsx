import { AppLink } from "@/components/ui/app-link";
import { loginHref, matchHref } from "@/lib/links";
import type { WormData } from "./score-worm-section";

/** Who is looking: the worm is drawn from licensed event data, shown to coaches and analysts only. */
export type WormAccess =
  | { kind: "analyst"; worm: WormData | null; failed?: true }
  | { kind: "unlicensed"; tier: string }
  | { kind: "fan" }
  | { kind: "anonymous" };

/**
 * Why there is no worm, when there is none: the app's licence, a match without events (not started,
 * or one of the history's, kept as scores only), or who is looking. `drawn`: the worm on the page,
 * the server's or the one a live match's stream has brought since.
 */
export function WormNotice({
  access,
  matchId,
  upcoming,
  drawn,
}: {
  access: WormAccess;
  matchId: number;
  upcoming: boolean;
  drawn: boolean;
}) {
  if (access.kind === "unlicensed")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-unlicensed">
        No score worm: it is drawn from event-level data of the data service&apos;s transactional tier, and
        this app is licensed for the {access.tier} tier.
      </p>
    );
  if (access.kind === "analyst")
    return drawn ? null : (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-no-events">
        {access.failed
          ? "No score worm: the data service did not answer for it just now. Reload the page to try again."
          : upcoming
            ? "No score worm yet: the match has not started."
            : "No score worm: the data service has no events for this match (it records them from the 2023 season on)."}
      </p>
    );
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-licensed">
      The score worm and the event-level views are drawn from licensed event data, for coaches and analysts
      {access.kind === "anonymous" ? (
        <>
          {" "}
          (
          <AppLink href={loginHref(matchHref(matchId))} className="underline underline-offset-2">
            sign in
          </AppLink>
          )
        </>
      ) : null}
      .
    </p>
  );
}
