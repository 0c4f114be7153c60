/**
 * The digest a page's error carries when the database is unreachable (lib/db/db-outage.ts): Next
 * passes a thrown error's own digest to the browser, where the error page (components/ui/error-state)
 * says what happened in words; any other server error reaches it as a hash with no message.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "database-unavailable";
