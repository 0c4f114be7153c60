/** The site's name: its pages' titles, its embeds' "View on" links and its link previews say it. */
export const SITE_NAME = "Footy Analytics";
