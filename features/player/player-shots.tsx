"use client";

import dynamic from "next/dynamic";
import type { PlayerShots } from "@/features/player/server/player-page";
import { SignInLink } from "@/components/ui/sign-in-link";
import { SynthesisedNote } from "@/components/ui/synthesised-note";

// The season's shot map is for coaches and analysts: its code loads only when it is shown.
const SeasonShotMap = dynamic(() =>
  import("@/components/charts/season-shot-map").then((m) => m.SeasonShotMap),
);

/** His shots at goal over the season, or why they are not shown (a fan, none yet, the service's problem). */
export function PlayerShotsSection({ shots, who }: { shots: PlayerShots; who: string }) {
  switch (shots.kind) {
    case "waiting":
      return null;
    case "refused":
      return (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="player-shots-refused">
          His shots at goal over the season come from match event data, for coaches and analysts
          {shots.signedIn ? (
            "."
          ) : (
            <>
              : <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
            </>
          )}
        </p>
      );
    case "unavailable":
      return <p className="text-sm">{shots.problem}</p>;
    case "ready":
      return shots.shots.length === 0 ? (
        <p className="text-sm" data-testid="player-shots-none">
          No shots at goal in his completed matches this season.
        </p>
      ) : (
        <>
          <SynthesisedNote>His shots&apos; places come from the synthesised match events</SynthesisedNote>
          <SeasonShotMap shots={shots.shots} who={who} />
        </>
      );
  }
}
