// The usage page's server entry, for its route (/admin/usage).
export { UsageScreen } from "./server/usage-screen";
