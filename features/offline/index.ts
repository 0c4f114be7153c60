export { OfflinePage } from "./offline-page";
