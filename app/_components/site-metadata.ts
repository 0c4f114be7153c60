import type { Metadata, Viewport } from "next";
import { SITE_NAME } from "@/lib/site-name";

/** The site's name, description, icons and manifest: every page's title is "<page> · Footy Analytics". */
export const siteMetadata: Metadata = {
  title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
  description: "AFL fixtures, ladders, squads and match analysis.",
  manifest: "/manifest.webmanifest",
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
  // Link previews need absolute image addresses: the public origin when it is known.
  metadataBase: process.env.APP_ORIGIN ? new URL(process.env.APP_ORIGIN) : undefined,
};

/** The browser's bar in the theme's colour (the installed app's title bar too). */
export const siteViewport: Viewport = { themeColor: "#0369a1" };
