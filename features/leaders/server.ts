// The leaders feature's server entry, for its route (/seasons/[id]/leaders).
export { LeadersScreen } from "./server/leaders-screen";
