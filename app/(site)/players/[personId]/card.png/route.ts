import type { NextRequest } from "next/server";
import { playerPreview } from "@/features/player/server";

/**
 * /players/{personId}/card.png?season= — a player's link preview for the season his page shows. A
 * route of its own, not an opengraph-image.tsx: the season is in the query, which an opengraph-image
 * is not given.
 */
export async function GET(request: NextRequest, ctx: { params: Promise<{ personId: string }> }) {
  const season = request.nextUrl.searchParams.get("season") ?? undefined;
  return playerPreview((await ctx.params).personId, season);
}
