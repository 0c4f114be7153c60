import type { RoundRatings } from "@/features/predictions/model/from-fixture";
import type { SeasonTeam } from "@/features/predictions/model/season-input";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";

/** Each team's rating after every round (points better than an average team on a neutral ground). */
export function RatingsTable({
  teams,
  rounds,
}: {
  teams: readonly SeasonTeam[];
  rounds: readonly RoundRatings[];
}) {
  const last = rounds.at(-1);
  const order = teams.map((t, i) => i).sort((a, b) => (last?.ratings[b] ?? 0) - (last?.ratings[a] ?? 0));
  return (
    <DataTable label="Team ratings after each round, team by team" testId="ratings-table">
      <thead>
        <tr>
          <Th sticky>Team</Th>
          {rounds.map((r) => (
            <Th key={r.round} numeric title={r.name}>
              {r.name.replace(/^Round /, "R").replace("Opening Round", "OR")}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.map((i) => (
          <tr key={teams[i].id}>
            <RowHeader>{teams[i].name}</RowHeader>
            {rounds.map((r) => (
              <Td key={r.round} numeric>
                {r.ratings[i].toFixed(1)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
