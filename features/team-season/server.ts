// The team season feature's server entry, for its route (/seasons/[id]/squads/[squadId]/stats).
export { TeamSeasonScreen } from "./server/team-season-screen";
