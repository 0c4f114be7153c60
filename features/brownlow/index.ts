// The Brownlow predictor's browser-safe parts for other features and routes.
export { MatchVotesSection } from "./match-votes-section";
