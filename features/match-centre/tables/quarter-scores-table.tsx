import type { MatchScores } from "@/lib/contract";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { ScoreText } from "@/components/ui/score-text";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";

const periodName = (p: number) => (p <= 4 ? `Q${p}` : `ET${p - 4}`);

/**
 * The score at the end of each quarter, cumulative as the scoreboard shows it (3.1 (19), 4.3 (27) …).
 * A live match lists only the quarters it has reached, the one in play as it stands, and its last
 * column is the score now, not a final one. On a phone the teams go by their codes and each score's
 * points go under its goals and behinds, so that every quarter and the score now fit its width.
 */
export function QuarterScoresTable({ score, live = false }: { score: MatchScores; live?: boolean }) {
  const sides = [score.home, score.away];
  const periods = Math.max(4, ...sides.map((s) => s.periods.length));
  const columns = Array.from({ length: periods }, (_, i) => i + 1);
  return (
    <DataTable label="Score by quarter (cumulative)" testId="quarter-scores">
      <thead>
        <tr>
          <Th sticky>Team</Th>
          {columns.map((p) => (
            <Th key={p} numeric>
              {periodName(p)}
            </Th>
          ))}
          <Th numeric>{live ? "Now" : "Final"}</Th>
        </tr>
      </thead>
      <tbody>
        {sides.map((s) => {
          const won = score.winningSquadId === s.id;
          return (
            <tr key={s.id} data-testid="quarter-row">
              <RowHeader className={won ? "font-bold" : undefined}>
                <ShortNameOnPhone name={s.name} code={s.code} />
              </RowHeader>
              {columns.map((p) => {
                const q = s.periods.find((x) => x.period === p);
                return (
                  <Td key={p} numeric>
                    <ScoreText
                      score={
                        q
                          ? {
                              goals: q.goalsCumulative,
                              behinds: q.behindsCumulative,
                              points: q.pointsCumulative,
                            }
                          : null
                      }
                      stackOnPhone
                    />
                  </Td>
                );
              })}
              <Td numeric>
                <ScoreText score={s.periods.length ? s : null} winner={won} stackOnPhone />
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
