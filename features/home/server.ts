// The home page's server entry, for its route (/).
export { HomeScreen } from "./server/home-screen";
