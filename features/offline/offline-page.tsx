import { AppLink } from "@/components/ui/app-link";
import { TryAgainButton } from "./try-again-button";

/**
 * What the service worker answers, with no network, for a page this device never kept
 * (lib/service-worker/sw.ts). Kept at install, without a session; drawn from no data.
 */
export function OfflinePage() {
  return (
    <div className="max-w-2xl space-y-3">
      <h1 className="text-2xl font-semibold">You are offline</h1>
      <p>
        This page has not been opened on this device before, so there is no copy of it to show until the
        network is back.
      </p>
      <p>
        Pages you have opened here (the ladder, the fixture, squads, a match&apos;s summary, a player) open
        without a network as they were when you last saw them, saying when that was.
      </p>
      <p className="flex flex-wrap items-center gap-4">
        <TryAgainButton />
        <AppLink href="/" className="underline">
          Leagues and seasons
        </AppLink>
      </p>
    </div>
  );
}
