import { OG_SIZE } from "@/lib/og/og-card";
import { playerPreview } from "@/features/player/server";

// A player's link preview: his name, club and latest season, and his disposals, goals and marks a game.
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "The player, his club and season, and his figures a game";

export default async function Image({ params }: { params: Promise<{ personId: string }> }) {
  return playerPreview((await params).personId);
}
