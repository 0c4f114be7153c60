"use client";

import { useEffect, useState } from "react";
import type { Picks, SeasonInput } from "@/features/predictions/model/season-input";
import { simulateSeason, type SeasonOutlook } from "@/features/predictions/model/simulate-season";

/**
 * The season's outlook, simulated in the browser after the first paint and again after every pick
 * (10,000 seasons take ~0.1–0.3 s: bench/predict.ts). The previous outlook stays on screen, marked
 * busy, until the new one is ready; the server never runs the simulation.
 */
export function useSeasonOutlook(input: SeasonInput, picks: Picks, picksKey: string) {
  const [state, setState] = useState<{ key: string; outlook: SeasonOutlook } | null>(null);
  const key = `${input.seasonId}:${input.afterRound}:${picksKey}`;
  useEffect(() => {
    const t = setTimeout(() => setState({ key, outlook: simulateSeason(input, picks) }), 0);
    return () => clearTimeout(t);
    // `key` stands for the picks (it is their canonical text), so the effect runs once per change
    // rather than once per render (the picks object is made anew on each).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, key]);
  return { outlook: state?.outlook ?? null, busy: state?.key !== key };
}
