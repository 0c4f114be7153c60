// The season feature's server entry, for its routes (app/…/seasons/[seasonId]/).
export {
  AvailabilityScreen,
  FixtureScreen,
  LadderScreen,
  SeasonFrame,
  SquadScreen,
  SquadsScreen,
} from "./server/season-screens";
export { squadPageTitle } from "./server/squad-page";
export { fixtureCalendarResponse } from "./server/fixture-calendar";
export { LadderEmbedScreen } from "./server/ladder-embed-screen";
