import type { RatingParams } from "@/lib/predict/rating";
import type { SeasonFinals } from "@/lib/season/finals-era";

// What the predictor needs of a season, in a compact serialisable form the server builds from the
// fixture and hands to the browser: the teams with their ratings as they stood, the results counted,
// and the home-and-away matches still to play. Picks are applied on top, in the browser.

export interface SeasonTeam {
  id: number;
  name: string;
  code: string;
  /** Home region (a time zone; see teams.ts). */
  region: string;
  rating: number;
}

export interface PlayedResult {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export interface RemainingMatch {
  id: number;
  round: number;
  roundName: string;
  home: number;
  away: number;
  venueRegion: string;
}

export interface SeasonInput {
  seasonId: number;
  /** Results up to and including this round are counted; null: everything completed by now. */
  afterRound: number | null;
  teams: SeasonTeam[];
  played: PlayedResult[];
  remaining: RemainingMatch[];
  /** The season's finals system, and how many teams it takes. */
  finals: SeasonFinals;
  /** Finals already played (counted only "now", never "after round N"): their real winners stand. */
  finalsPlayed: { week: number; home: number; away: number; winner: number }[];
  /** The grand final's winner once it is played (only "now"): the premier, whatever the system. */
  premier: number | null;
  grandFinalRegion: string;
  rating: RatingParams;
  meanScore: number;
}

/** A fan's pick for a match still to play: a winner, or an exact home margin. */
export type Pick = { side: "home" | "away" } | { margin: number };
export type Picks = ReadonlyMap<number, Pick>;
