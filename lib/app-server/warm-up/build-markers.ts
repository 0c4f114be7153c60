// What a page's HTML says of the builds behind it (components/…-progress.tsx): the warm-up opens a
// page again until it is complete (warm-up.ts), and the page cache keeps a page drawn from the app's
// stores only once it is (page-to-keep.ts).

/** The markers a page carries while a build behind it is still running (components/…-progress.tsx). */
const BUILDING = [
  'data-testid="build-progress"',
  'data-testid="history-progress"',
  'data-testid="quarter-progress"',
];

/** Does this page's HTML say a build behind it is still running (the page is not complete yet)? */
export const stillBuilding = (html: string) => BUILDING.some((m) => html.includes(m));

/**
 * Is a build behind this page still running, the page complete or not? A leaderboard of whole-season
 * totals is complete from the whole-match pass while its quarter and zone splits still build (it says
 * so in a line of its own): the warm-up opens it again until they are kept too.
 */
export const stillWarming = (html: string) =>
  stillBuilding(html) || html.includes('data-testid="splits-progress"');
