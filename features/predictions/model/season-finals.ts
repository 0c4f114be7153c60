import type { FinalsFormatId } from "@/lib/season/finals-era";
import { AFL_TOP_EIGHT, TOP_FOUR, type FinalsFormat } from "./finals-bracket";
import {
  CHALLENGE_FOUR,
  FINAL_FOUR_1901,
  FINAL_SIX,
  FINAL_SIX_1991,
  MCINTYRE_EIGHT,
  MCINTYRE_FIVE,
  PAGE_MCINTYRE_FOUR,
} from "./vfl-finals";

// The finals systems by the key the era table gives a season (lib/season/finals-era.ts): the
// predictor's input keeps the key, which the server hands to the browser.

export const FINALS_FORMATS: Record<FinalsFormatId, FinalsFormat> = {
  "afl-top-eight": AFL_TOP_EIGHT,
  "top-four": TOP_FOUR,
  "page-mcintyre-four": PAGE_MCINTYRE_FOUR,
  "mcintyre-five": MCINTYRE_FIVE,
  "final-four-1901": FINAL_FOUR_1901,
  "challenge-four": CHALLENGE_FOUR,
  "final-six-1991": FINAL_SIX_1991,
  "final-six": FINAL_SIX,
  "mcintyre-eight": MCINTYRE_EIGHT,
};
