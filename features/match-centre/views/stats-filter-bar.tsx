"use client";

import type { MatchDetails } from "@/lib/contract";
import { FilterBar, FilterSelect, type FilterOption } from "@/features/match-centre/frame/filter-select";
import { sideOptions } from "@/features/match-centre/frame/event-filter-options";
import { periodOptions, zoneOptions } from "./stats-filters";

/** The statistics view's filters: quarter, ground zone, team and metrics (a set or one metric). */
export function StatsFilterBar({ m, metrics }: { m: MatchDetails; metrics: FilterOption[] }) {
  return (
    <FilterBar label="Statistics filters">
      <FilterSelect label="Period" name="period" allLabel="Whole match" options={periodOptions()} />
      <FilterSelect label="Zone" name="zone" allLabel="All zones" options={zoneOptions()} />
      <FilterSelect label="Team" name="team" allLabel="Both teams" options={sideOptions(m)} />
      <FilterSelect label="Metrics" name="metric" options={metrics} />
    </FilterBar>
  );
}
