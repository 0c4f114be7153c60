"use client";

import type { Chain, MatchDetails } from "@/lib/contract";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { ChainTimeline } from "@/features/match-centre/charts/chain-timeline";
import { ChartFigure } from "@/features/match-centre/frame/chart-figure";
import { ChainsTable } from "@/features/match-centre/tables/chains-table";

/** Every chain shown along the match's clock (home above the line), with the same chains as a table. */
export function ChainsTimelineFigure({
  m,
  chains,
  lengths,
  selected,
  onSelect,
}: {
  m: MatchDetails;
  chains: Chain[];
  lengths: number[];
  selected: number | undefined;
  onSelect: (id: number) => void;
}) {
  return (
    <ChartFigure
      title="Chains through the match"
      part="timeline"
      testId="chain-timeline-figure"
      description={
        <span>
          <span style={{ color: HOME_COLOUR }}>■</span> {m.home.name} above the line,{" "}
          <span style={{ color: AWAY_COLOUR }}>■</span> {m.away.name} below; ● ended in a goal, ○ in a behind.
        </span>
      }
      chart={(svgRef) => (
        <ChainTimeline
          m={m}
          chains={chains}
          lengths={lengths}
          selected={selected}
          onSelect={onSelect}
          svgRef={svgRef}
        />
      )}
      table={<ChainsTable chains={chains} selected={selected} onSelect={onSelect} />}
    />
  );
}
