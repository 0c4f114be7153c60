// What other features' pages may take from the Brownlow predictor (server code; the browser side is
// index.ts): the match summary's predicted votes and the season's count.
export { matchVotesData, type MatchVotes } from "./server/match-votes";
export { seasonCountPage, type CountPage } from "./server/season-count";
export { BrownlowCountScreen } from "./server/count-screen";
