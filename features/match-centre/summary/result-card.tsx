import type { MatchDetails } from "@/lib/contract";
import type { MatchOutlook } from "@/lib/predict/match-outlook";
import { StatusBadge } from "@/components/tables/match-card";
import { ScoreText } from "@/components/ui/score-text";
import { matchResult } from "./match-labels";
import { WinChance } from "./win-probability";

/** One team's line of the result card, the winner in bold. */
function SideLine({ m, s }: { m: MatchDetails; s: MatchDetails["home"] }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-xl">
      <span className={m.winningSquadId === s.id ? "font-bold" : undefined}>{s.name}</span>
      <ScoreText score={s.score} winner={m.winningSquadId === s.id} />
    </div>
  );
}

/**
 * The score card: status, both scores, the result in words (the status until there is one), the odds.
 * `asOf`: when `m` was fetched (the live badge says it when the browser is offline).
 */
export function ResultCard({
  m,
  outlook,
  asOf,
}: {
  m: MatchDetails;
  outlook: MatchOutlook | null;
  asOf?: number;
}) {
  return (
    <section
      aria-label="Result"
      className="max-w-md space-y-1 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <StatusBadge status={m.status} asOf={asOf} matchId={m.id} />
      <SideLine m={m} s={m.home} />
      <SideLine m={m} s={m.away} />
      <p className="pt-1 font-medium" data-testid="result">
        {matchResult(m) ?? m.status.name}
      </p>
      <WinChance match={m} outlook={outlook} />
    </section>
  );
}
