// The team rankings feature's server entry, for its route (/seasons/[id]/teams).
export { TeamRankingsScreen, teamRankingsTitle } from "./server/team-rankings-screen";
