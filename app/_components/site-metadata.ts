import "server-only";
import type { Metadata, Viewport } from "next";
import { SITE_NAME } from "@/lib/site-name";
import { siteOrigin } from "@/lib/app-server/pages/site-origin";

/**
 * The site's name, description, icons and manifest: every page's title is "<page> · Footy Analytics".
 * Link previews need absolute image addresses: the public origin (APP_ORIGIN, else the address the
 * request came to, as the sitemap's). Without it Next writes http://localhost:PORT, which no one
 * else can open. The page cache keys a page by its host for this (page-key.ts).
 */
export async function siteMetadata(): Promise<Metadata> {
  return {
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: "AFL fixtures, ladders, squads and match analysis.",
    manifest: "/manifest.webmanifest",
    icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }], apple: "/apple-touch-icon.png" },
    metadataBase: new URL(await siteOrigin()),
  };
}

/** The browser's bar in the theme's colour (the installed app's title bar too). */
export const siteViewport: Viewport = { themeColor: "#0369a1" };
