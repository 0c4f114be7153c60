"use client";

import { useMemo } from "react";
import type { RoundRatings } from "@/features/predictions/model/from-fixture";
import type { SeasonInput } from "@/features/predictions/model/season-input";
import type { RoundOption } from "@/lib/season/rounds";
import { outlookRows } from "./outlook-table";
import { useSeasonOutlook } from "./use-season-outlook";
import { useAddressPicks } from "./use-address-picks";
import { outlookStamp, roundName } from "./model/predictor-words";
import { PredictorControls, PredictorIntro } from "./predictor-intro";
import { OutlookSection } from "./outlook-section";
import { ChancesFigure } from "./chances-figure";
import { PicksSection, PositionsSection, RatingsSection } from "./predictor-sections";

// The season predictor: the picks in the address, the season simulated in the browser from them, and
// the ladder, chances, picks and ratings that follow. Each part is its own file; this wires them.

interface Props {
  input: SeasonInput;
  ratingsByRound: RoundRatings[];
  rounds: readonly RoundOption[];
  round: number | undefined;
}

export function PredictorView({ input, ratingsByRound, rounds, round }: Props) {
  const { picks, rejected, picksKey, onPick, clearPicks } = useAddressPicks(input.remaining);
  const { outlook, busy } = useSeasonOutlook(input, picks, picksKey);
  const teams = useMemo(() => new Map(input.teams.map((t) => [t.id, t])), [input.teams]);
  // Premiership chances where the finals are played here, or once the grand final has been.
  const columns = {
    finalsPlaces: input.finals.teams,
    premiers: input.finals.format !== null || input.premier !== null,
  };
  const rows = outlook ? outlookRows(input, outlook) : null;
  const stamp = () => outlookStamp(input.seasonId, roundName(rounds, input.afterRound), picksKey, outlook);

  return (
    <div className="space-y-6">
      <PredictorIntro
        stoodAt={input.afterRound === null ? null : roundName(rounds, input.afterRound)}
        simulations={outlook?.simulations}
        finals={input.finals}
        premierKnown={input.premier !== null}
      />
      <PredictorControls
        rounds={rounds}
        round={round}
        picked={picks.size}
        onClear={clearPicks}
        rejected={rejected}
      />
      <OutlookSection
        rows={rows}
        busy={busy}
        picksKey={picksKey}
        stamp={stamp}
        remaining={input.remaining.length}
        picked={picks.size}
        columns={columns}
      />
      {rows && <PositionsSection rows={rows} finalsPlaces={columns.finalsPlaces} />}
      {rows && <ChancesFigure rows={rows} columns={columns} stamp={stamp} />}
      {input.remaining.length > 0 && (
        <PicksSection matches={input.remaining} teams={teams} picks={picks} onPick={onPick} />
      )}
      <RatingsSection teams={input.teams} rounds={ratingsByRound} />
    </div>
  );
}
