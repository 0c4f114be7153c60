import type { MatchDetails } from "@/lib/sds";
import { periodOptions, playerOptions, teamOptions } from "./event-filter-options";
import { FilterBar, FilterSelect } from "./filter-select";

/** One event of a view, as its filters see it. */
export interface FilterableEvent {
  period: number;
  playerId: number;
  playerName: string;
  squadId: number;
}

/**
 * The period / team / player / outcome filters the shot and entry views share: options come from the
 * events shown, so only quarters played and players who appear are offered.
 */
export function EventFilterBar({
  label,
  m,
  events,
  outcomes,
}: {
  label: string;
  m: MatchDetails;
  events: readonly FilterableEvent[];
  outcomes: readonly { code: string; label: string }[];
}) {
  return (
    <FilterBar label={label}>
      <FilterSelect
        label="Period"
        name="period"
        allLabel="All quarters"
        options={periodOptions(events.map((e) => e.period))}
      />
      <FilterSelect label="Team" name="team" allLabel="Both teams" options={teamOptions(m)} />
      <FilterSelect
        label="Player"
        name="player"
        allLabel="All players"
        options={playerOptions(
          m,
          events.map((e) => ({ id: e.playerId, name: e.playerName, squadId: e.squadId })),
        )}
      />
      <FilterSelect
        label="Outcome"
        name="outcome"
        allLabel="All outcomes"
        options={outcomes.map((o) => ({ value: o.code, label: o.label }))}
      />
    </FilterBar>
  );
}
