"use client";

import { useState } from "react";
import { DataTable, Td, Th } from "@/components/ui/data-table";
import type { CountPageRow } from "./server/season-count";
import { PlayerCell } from "./player-cell";
import { chanceText, votesText } from "./vote-format";

/** The table's rows until "all" is asked for (the rest have next to no chance); the CSV has everyone. */
const LISTED = 60;

/** The count's table: rank, player, games (not on a phone), expected votes, chance, real votes. */
export function CountTable({
  rows,
  seasonId,
  caption,
  chanceLabel,
  chanceHeading,
  showReal,
}: {
  rows: readonly CountPageRow[];
  seasonId: number;
  caption: string;
  chanceLabel: string;
  chanceHeading: string;
  showReal: boolean;
}) {
  const [everyone, setEveryone] = useState(false);
  const shown = everyone ? rows : rows.slice(0, LISTED);
  const total = rows.reduce((sum, r) => sum + r.expected, 0);
  return (
    <>
      <DataTable label={caption} testId="count-table">
        <thead>
          <tr>
            <Th numeric>#</Th>
            <Th sticky>Player</Th>
            <Th numeric title="Games counted" className="max-sm:hidden">
              G
            </Th>
            <Th numeric title="Expected votes">
              Votes
            </Th>
            <Th numeric title={chanceLabel}>
              {chanceHeading}
            </Th>
            {showReal && (
              <Th numeric title="Real votes">
                Real
              </Th>
            )}
          </tr>
        </thead>
        <tbody>
          {shown.map((r, i) => (
            <tr key={r.id} data-testid="count-row" data-expected={r.expected}>
              <Td numeric>{i + 1}</Td>
              <PlayerCell id={r.id} name={r.name} squadName={r.squadName} seasonId={seasonId} />
              <Td numeric className="max-sm:hidden">
                {r.games}
              </Td>
              <Td numeric className="font-medium">
                {votesText(r.expected)}
              </Td>
              <Td numeric>{chanceText(r.chance)}</Td>
              {showReal && (
                <Td numeric data-testid="count-real">
                  {r.real ?? ""}
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <CountTotal
        players={rows.length}
        total={total}
        everyone={everyone}
        onToggle={rows.length > LISTED ? () => setEveryone(!everyone) : null}
      />
    </>
  );
}

/** The count's total (six votes a match, whatever the rows shown) and the "show all" switch. */
function CountTotal({
  players,
  total,
  everyone,
  onToggle,
}: {
  players: number;
  total: number;
  everyone: boolean;
  onToggle: (() => void) | null;
}) {
  return (
    <p className="text-sm" data-testid="count-total">
      {players} players, {votesText(total)} expected votes in all
      {onToggle && (
        <>
          {" "}
          ·{" "}
          <button type="button" className="underline" onClick={onToggle} aria-expanded={everyone}>
            {everyone ? `Show the first ${LISTED}` : `Show all ${players}`}
          </button>
        </>
      )}
    </p>
  );
}
