import { AppLink } from "@/components/ui/app-link";
import { loginHref, matchHref } from "@/lib/links";
import type { WormData } from "./score-worm-section";

/** Who is looking: the worm is drawn from licensed event data, shown to coaches and analysts only. */
export type WormAccess =
  | { kind: "analyst"; worm: WormData | null }
  | { kind: "unlicensed"; tier: string }
  | { kind: "fan" }
  | { kind: "anonymous" };

/** Why there is no worm, when there is none: the app's licence, an empty match, or who is looking. */
export function WormNotice({ access, matchId }: { access: WormAccess; matchId: number }) {
  if (access.kind === "unlicensed")
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="worm-unlicensed">
        No score worm: it is drawn from event-level data of the data service&apos;s transactional tier, and
        this app is licensed for the {access.tier} tier.
      </p>
    );
  if (access.kind === "analyst")
    return access.worm ? null : (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        No score worm: the match has no events yet.
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
