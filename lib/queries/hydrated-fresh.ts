/**
 * How long data a page was rendered with stays fresh in the browser (TanStack Query's staleTime for
 * hydrated queries): within it, a page's first render does not ask again for what the server sent.
 * The rendered-page cache keeps a page for less than this (`PAGE_KEEP_MS`), so that a page served from
 * it still hydrates fresh data and costs no request on load.
 */
export const HYDRATED_FRESH_MS = 30_000;
/** The longest a rendered page is kept: 10 s short of the above, for the page's way to the browser. */
export const PAGE_KEEP_MS = HYDRATED_FRESH_MS - 10_000;
