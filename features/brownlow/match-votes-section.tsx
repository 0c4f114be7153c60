import { AppLink } from "@/components/ui/app-link";
import { DataTable, Td, Th } from "@/components/ui/data-table";
import { seasonHref } from "@/lib/links";
import type { MatchVotes } from "./server/match-votes";
import { PlayerCell } from "./player-cell";
import { chanceText, fitNote, votesText } from "./vote-format";

const REAL_NOTE = {
  whole: "Real votes: the umpires' votes as the data service gives them, beside the prediction.",
  part: "Real votes: the data service gives only some of this match's votes (the source lacks the rest).",
  none: "The data service has no real votes for this match, so only the prediction shows.",
} as const;

/**
 * The match summary's predicted Brownlow votes: the leading players' chances of 3, 2 and 1 votes and
 * their expected votes, and the real votes beside them where the service gives them. Finals get no
 * votes, and say so.
 */
export function MatchVotesSection({ votes, seasonId }: { votes: MatchVotes | null; seasonId: number }) {
  if (!votes) return null;
  return (
    <section aria-labelledby="brownlow" className="space-y-2" data-testid="match-votes">
      <h2 id="brownlow" className="text-lg font-semibold">
        Brownlow votes, predicted
      </h2>
      {votes.kind === "finals" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No Brownlow votes in finals: the umpires vote in home-and-away matches only.
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Each player&apos;s chance of the umpires&apos; 3, 2 and 1 votes from his box score and his
            team&apos;s result and margin. {REAL_NOTE[votes.real]}{" "}
            <AppLink href={seasonHref(seasonId, "brownlow")} className="underline">
              The season&apos;s count
            </AppLink>
          </p>
          <DataTable label="Predicted Brownlow votes" testId="match-votes-table">
            <thead>
              <tr>
                <Th sticky>Player</Th>
                <Th numeric title="Chance of 3 votes">
                  3
                </Th>
                <Th numeric title="Chance of 2 votes">
                  2
                </Th>
                <Th numeric title="Chance of 1 vote">
                  1
                </Th>
                <Th numeric title="Expected votes">
                  Exp.
                </Th>
                {votes.real !== "none" && (
                  <Th numeric title="Real votes">
                    Real
                  </Th>
                )}
              </tr>
            </thead>
            <tbody>
              {votes.players.map((p) => (
                <tr key={p.id} data-testid="match-votes-row" data-expected={p.expected}>
                  <PlayerCell id={p.id} name={p.name} squadName={p.squadName} seasonId={seasonId} />
                  <Td numeric>{chanceText(p.three)}</Td>
                  <Td numeric>{chanceText(p.two)}</Td>
                  <Td numeric>{chanceText(p.one)}</Td>
                  <Td numeric>{votesText(p.expected)}</Td>
                  {votes.real !== "none" && (
                    <Td numeric data-testid="real-votes">
                      {p.votes ? p.votes : ""}
                    </Td>
                  )}
                </tr>
              ))}
            </tbody>
          </DataTable>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            The {votes.players.length} players most likely to poll; the rest share what chance is left.{" "}
            {fitNote(votes.fittedOn, votes.walkForward)}
          </p>
        </>
      )}
    </section>
  );
}
