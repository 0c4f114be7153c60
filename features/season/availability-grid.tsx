import type { PlayerAvailability } from "@/lib/contract";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";

type Player = PlayerAvailability["players"][number];

// Each state as short text (the text, not the colour, carries the meaning) with the full words beside it
// for screen readers; the legend spells them out.
const STATES: Record<string, { short: string; style: string }> = {
  Selected: {
    short: "Sel",
    style: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  },
  Substitute: { short: "Sub", style: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100" },
  "Not selected": { short: "N/S", style: "text-slate-600 dark:text-slate-400" },
};

export const AVAILABILITY_LEGEND = Object.entries(STATES).map(([word, s]) => ({ word, short: s.short }));

function roundColumns(players: readonly Player[]): [number, string][] {
  const rounds = new Map<number, string>();
  for (const p of players) for (const a of p.availability) rounds.set(a.round.number, a.round.code);
  return [...rounds.entries()].sort((a, b) => a[0] - b[0]);
}

/** The grid as CSV: the same columns and the same short cell text ("·" where there was no match). */
export function availabilityCsv(players: readonly Player[]) {
  const columns = roundColumns(players);
  return {
    header: ["Player", "Team", ...columns.map(([, code]) => code)],
    rows: players.map((p) => {
      const byRound = new Map(p.availability.map((a) => [a.round.number, a.round.availability]));
      return [
        p.fullName,
        [...new Set(p.availability.map((a) => a.squad.code))].join(", "),
        ...columns.map(([n]) => {
          const state = byRound.get(n);
          return state === undefined ? "·" : (STATES[state]?.short ?? state);
        }),
      ];
    }),
  };
}

/** Players down, rounds across: each cell the player's state for that round. */
export function AvailabilityGrid({ players, label }: { players: readonly Player[]; label: string }) {
  const columns = roundColumns(players);
  const rounds = new Map(columns);

  return (
    <DataTable label={label} testId="availability" cards>
      <thead>
        <tr>
          <Th sticky>Player</Th>
          <Th>Team</Th>
          {columns.map(([n, code]) => (
            <Th key={n} className="text-center">
              {code}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {players.map((p) => {
          const byRound = new Map(p.availability.map((a) => [a.round.number, a]));
          const teams = [...new Set(p.availability.map((a) => a.squad.code))].join(", ");
          return (
            <tr key={p.personId} data-testid="availability-row">
              <RowHeader>{p.fullName}</RowHeader>
              <Td className="text-xs">{teams}</Td>
              {columns.map(([n]) => {
                const a = byRound.get(n);
                if (!a)
                  return (
                    <Td key={n} className="text-center text-slate-500 max-sm:hidden dark:text-slate-400">
                      ·<span className="sr-only">no match</span>
                    </Td>
                  );
                const state = a.round.availability;
                const s = STATES[state];
                return (
                  <Td
                    key={n}
                    className={`text-center text-xs font-medium whitespace-nowrap ${s?.style ?? ""}`}
                    title={`${state}, ${a.round.weeks} in a row`}
                  >
                    {/* On a phone the cells are a card's chips, without the header row: each names its round. */}
                    <span className="sm:hidden">{rounds.get(n)} </span>
                    <span aria-hidden>{s?.short ?? state}</span>
                    <span className="sr-only">{state}</span>
                  </Td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
