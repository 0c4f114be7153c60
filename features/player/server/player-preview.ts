import "server-only";
import { headlineFigures } from "@/lib/og/headline-figures";
import { playerCardImage } from "@/lib/og/player-card";
import { siteCard } from "@/lib/og/site-card";
import { parsePositiveInt } from "@/lib/season/search-params";
import { playerCard } from "./player-page";

/**
 * The preview image of /players/{raw}?season=: his card for that season (his latest without one), or
 * the site's when the id or season names nobody or his season cannot be read now (a link preview is
 * never an error).
 */
export async function playerPreview(raw: string, season?: string) {
  const id = parsePositiveInt(raw);
  const card = typeof id === "number" ? await playerCard(id, season).catch(() => null) : null;
  if (!card) return siteCard();
  return playerCardImage([
    {
      name: card.name,
      squad: card.squad,
      seasonName: card.seasonName,
      figures: headlineFigures(card.metrics, card.averages),
    },
  ]);
}
