// The my-club feature's door for browser code: the home panel, the header's link and sync, and the
// followed club's id for the views that mark its rows.
export { MyClubPanel } from "./my-club-panel";
export { MyClubLink, useMyClubId } from "./my-club-link";
export { AccountClubSync } from "./account-club-sync";
