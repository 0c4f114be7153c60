import type { Metadata } from "next";

// Embeds (docs/decisions/embeds-and-link-previews.md): a public chart alone, for any site to frame. No
// site header, footer or service worker (the (site) group has them); the root layout gives the document,
// the theme and the query client. Not for search engines: the full page is the one to find.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function EmbedLayout({ children }: { children: React.ReactNode }) {
  return <main className="p-3">{children}</main>;
}
