import type { MatchDetails, MatchScores } from "@/lib/contract";
import type { MatchOutlook } from "@/lib/predict/match-outlook";
import { ExportStampProvider } from "@/features/match-centre/frame/export-context";
import { ScoreWormSection } from "./score-worm-section";
import { WinProbabilityLine } from "./win-probability";
import { WormNotice, type WormAccess } from "./worm-notice";
import { useLiveWorm } from "./use-live-worm";

/**
 * "Margin through the match": the worm for those licensed to see it (or why it is missing), then the
 * win-probability line. The worm's exports carry the match summary's stamp, so it has its own provider
 * (the match page has no ViewShell to give one). While the match is live, its stream adds to the worm
 * in the cache (use-live-worm.ts), and both follow it.
 */
export function MarginSection({
  matchId,
  m,
  access,
  score,
  outlook,
}: {
  matchId: number;
  m: MatchDetails;
  access: WormAccess;
  score: MatchScores | undefined;
  outlook: MatchOutlook | null;
}) {
  const worm = useLiveWorm(matchId, access.kind === "analyst" ? access.worm : null);
  return (
    <section aria-labelledby="worm" className="space-y-2">
      <h2 id="worm" className="text-lg font-semibold">
        Margin through the match
      </h2>
      <WormNotice
        access={access}
        matchId={matchId}
        upcoming={m.status.typeName === "Upcoming"}
        drawn={worm !== null}
      />
      {worm && (
        <ExportStampProvider
          value={{
            matchId,
            matchName: m.name,
            view: "Match summary",
            filters: [],
            dataTimestamp: m.lastModified.statisticUpdate,
          }}
        >
          <ScoreWormSection worm={worm} live={m.status.typeName === "Live"} matchId={matchId} />
        </ExportStampProvider>
      )}
      <WinProbabilityLine match={m} score={score} outlook={outlook} worm={worm} />
    </section>
  );
}
