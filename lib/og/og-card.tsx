import type { ReactNode } from "react";
import { SITE_NAME } from "@/lib/site-name";

// The link-preview card (Open Graph image, 1200 × 630) drawn by next/og's ImageResponse with its
// bundled font (no web fonts at build or run time). ImageResponse lays out with flexbox only.

export const OG_SIZE = { width: 1200, height: 630 };

export function OgCard({ kicker, children }: { kicker: string; children: ReactNode }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: 64,
        background: "#0f172a",
        color: "#f8fafc",
        fontSize: 40,
      }}
    >
      <div style={{ display: "flex", color: "#7dd3fc", fontSize: 32 }}>{kicker}</div>
      <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>{children}</div>
      <div style={{ display: "flex", color: "#cbd5e1", fontSize: 28 }}>{SITE_NAME}</div>
    </div>
  );
}

/** One line of the card: a name on the left, a figure on the right. */
export function OgLine({ left, right, strong }: { left: string; right: string; strong?: boolean }) {
  return (
    <div style={{ display: "flex", justifyContent: "space-between", fontWeight: strong ? 700 : 400 }}>
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
}
