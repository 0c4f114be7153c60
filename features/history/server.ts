// The history feature's server entry, for its routes (/clubs, /clubs/[id], /head-to-head, /records).
export { ClubScreen, ClubsScreen, HeadToHeadScreen, RecordsScreen } from "./server/history-screens";
export { clubMetadata } from "./server/club-metadata";
