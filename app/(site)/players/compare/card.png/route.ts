import type { NextRequest } from "next/server";
import { comparePreview } from "@/features/player-compare/server";

/**
 * /players/compare/card.png?players=&season= — the comparison's link preview. A route of its own, not
 * an opengraph-image.tsx: the comparison is in the query, which an opengraph-image is not given.
 */
export async function GET(request: NextRequest) {
  return comparePreview(Object.fromEntries(request.nextUrl.searchParams));
}
