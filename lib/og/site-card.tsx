import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard } from "./og-card";
import { SITE_NAME } from "@/lib/site-name";

export const SITE_CARD_ALT = `${SITE_NAME}: AFL fixtures, ladders, squads and match analysis`;

/**
 * The site's own preview card: every page without a card of its own, and a card whose subject is not
 * in the data (a preview is never an error page).
 */
export function siteCard(): ImageResponse {
  return new ImageResponse(
    <OgCard kicker="AFL fixtures, ladders, squads and match analysis">
      <div style={{ display: "flex", fontSize: 72, fontWeight: 700 }}>{SITE_NAME}</div>
    </OgCard>,
    OG_SIZE,
  );
}
