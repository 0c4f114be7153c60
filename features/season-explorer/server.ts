// The season explorer's server entry, for its route (/seasons/[id]/explore).
export { ExploreScreen, exploreTitle } from "./server/explore-screen";
