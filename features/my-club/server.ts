// The my-club feature's door for server code (routes).
export { getAccountClub, postAccountClub } from "./server/account-club-route";
