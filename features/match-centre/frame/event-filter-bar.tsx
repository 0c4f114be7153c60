import type { MatchDetails } from "@/lib/contract";
import { periodOptions, playerOptions, teamOptions } from "./event-filter-options";
import { FilterBar, FilterSelect } from "./filter-select";

/** One event of a view, as its filters see it (chains have no player). */
export interface FilterableEvent {
  period: number;
  playerId?: number;
  playerName?: string;
  squadId: number;
}

/**
 * The period / team / player / outcome filters the shot, entry and chain views share: options come from
 * the events shown, so only quarters played and players who appear are offered.
 */
export function EventFilterBar({
  label,
  m,
  events,
  outcomes,
  outcome = { label: "Outcome", allLabel: "All outcomes" },
  withPlayers = true,
}: {
  label: string;
  m: MatchDetails;
  events: readonly FilterableEvent[];
  outcomes: readonly { code: string; label: string }[];
  outcome?: { label: string; allLabel: string }; // what the outcome select is called
  withPlayers?: boolean; // false: the events have no player (chains)
}) {
  const players = events.flatMap((e) =>
    e.playerId === undefined ? [] : [{ id: e.playerId, name: e.playerName ?? "", squadId: e.squadId }],
  );
  return (
    <FilterBar label={label}>
      <FilterSelect
        label="Period"
        name="period"
        allLabel="All quarters"
        options={periodOptions(events.map((e) => e.period))}
      />
      <FilterSelect label="Team" name="team" allLabel="Both teams" options={teamOptions(m)} />
      {withPlayers && (
        <FilterSelect
          label="Player"
          name="player"
          allLabel="All players"
          options={playerOptions(m, players)}
        />
      )}
      <FilterSelect
        label={outcome.label}
        name="outcome"
        allLabel={outcome.allLabel}
        options={outcomes.map((o) => ({ value: o.code, label: o.label }))}
      />
    </FilterBar>
  );
}
