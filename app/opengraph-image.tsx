import { ImageResponse } from "next/og";
import { OG_SIZE, OgCard } from "@/lib/og/og-card";

// The preview of every page that has no card of its own.
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "Footy Analytics: AFL fixtures, ladders, squads and match analysis";

export default function Image() {
  return new ImageResponse(
    <OgCard kicker="AFL fixtures, ladders, squads and match analysis">
      <div style={{ display: "flex", fontSize: 72, fontWeight: 700 }}>Footy Analytics</div>
    </OgCard>,
    size,
  );
}
