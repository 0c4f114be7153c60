// What other features' pages may take from the player pages (server code; the browser side is
// index.ts): who is listed in which season, and a season's box-score slices as a game log's columns.
export {
  listedPeople,
  rosterSeasons,
  seasonRoster,
  type ListedPerson,
  type RosterEntry,
} from "./server/player-rosters";
export { logSlices, READ as LOG_READ } from "./server/player-page";
export { PlayerSearchScreen } from "./server/player-search-screen";
export { PlayerScreen } from "./server/player-screen";
export { playerMetadata } from "./server/player-page-of";
export { playerPreview } from "./server/player-preview";
