// The team rankings feature's server entry, for its route (/seasons/[id]/teams).
export {
  TeamRankingsEmbedScreen,
  TeamRankingsScreen,
  teamRankingsTitle,
} from "./server/team-rankings-screen";
