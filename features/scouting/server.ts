// The scouting feature's server entry, for its route (/seasons/[id]/squads/[squadId]/scout).
export { ScoutScreen } from "./server/scout-screen";
