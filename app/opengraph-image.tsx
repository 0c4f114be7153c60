import { OG_SIZE } from "@/lib/og/og-card";
import { SITE_CARD_ALT, siteCard } from "@/lib/og/site-card";

// The preview of every page that has no card of its own.
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = SITE_CARD_ALT;

export default function Image() {
  return siteCard();
}
