// The match centre's server entry, for its routes (app/…/matches/[matchId]/): each renders one of
// these screens and names its metadata.
export type { PageProps } from "./server/match-centre";
export { matchIdParam, matchViewMetadata } from "./server/match-centre";
export { matchSummaryMetadata } from "./server/summary-page";
export { MatchCentreFrame, MatchReportScreen, MatchSummaryScreen } from "./server/page-screens";
export {
  ChainsScreen,
  EntriesScreen,
  RotationsScreen,
  ShotsScreen,
  StatsScreen,
  StoppagesScreen,
} from "./server/event-view-screens";
export { MarginEmbedScreen, marginEmbedTitle } from "./server/margin-embed";
