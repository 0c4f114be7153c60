import "server-only";
import { headlineFigures } from "@/lib/og/headline-figures";
import { playerCardImage } from "@/lib/og/player-card";
import { siteCard } from "@/lib/og/site-card";
import type { SearchParams } from "@/lib/season/search-params";
import { MIN_PLAYERS } from "../model/compare-address";
import { comparePage, type ComparePage } from "./compare-page";

/** Each compared player's card line: name, club, season, and his headline figures a game. */
export function cardPlayers(page: Extract<ComparePage, { kind: "ready" }>) {
  return page.players.map((p) => ({
    name: p.name,
    squad: p.squad.name,
    seasonName: p.seasonName,
    figures: headlineFigures(page.metrics, p.averages),
  }));
}

/**
 * The preview image of a comparison (its players and season; no name search): the players' card, or
 * the site's when the address names fewer than two players, or none the data has, or the figures
 * cannot be read now (a link preview is never an error).
 */
export async function comparePreview(sp: SearchParams) {
  const page = await comparePage({ players: sp.players, season: sp.season }).catch(() => null);
  if (page?.kind !== "ready" || page.players.length < MIN_PLAYERS) return siteCard();
  return playerCardImage(cardPlayers(page));
}
