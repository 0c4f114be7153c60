import "server-only";
import { cache } from "react";
import type { SearchParams } from "@/lib/season/search-params";
import type { Metadata } from "next";
import { comparePreviewHref } from "@/lib/links";
import { headlineLine } from "@/lib/og/headline-figures";
import { previewMetadata } from "@/lib/og/preview-metadata";
import { comparePage } from "./compare-page";
import { cardPlayers } from "./compare-preview";

// The metadata and the page read the same comparison once a request (React's cache compares its
// arguments by value only for primitives, hence the search parameters as JSON).
const load = cache((search: string) => comparePage(JSON.parse(search) as SearchParams));

/** The comparison its address names. */
export async function comparePageOf(searchParams: Promise<SearchParams>) {
  return load(JSON.stringify(await searchParams));
}

/** A comparison's title: the players' names, or what the page is. */
function titleOf(page: Awaited<ReturnType<typeof comparePage>>) {
  const names = page.kind === "ready" ? page.players.map((p) => p.name) : [];
  return names.length ? `Compare ${names.join(", ")}` : "Compare players";
}

/** The embed's title. */
export const compareEmbedTitle = async (searchParams: Promise<SearchParams>) =>
  titleOf(await compareEmbedOf(searchParams));

/**
 * The comparison an embed's address names: the page's, without the name search (`q`: an embed has
 * no search form, so it asks for no search).
 */
export async function compareEmbedOf(searchParams: Promise<SearchParams>) {
  const { q: _q, ...rest } = await searchParams;
  return load(JSON.stringify(rest));
}

/** The page's title and its link preview: the players, their figures a game, and the card's image. */
export async function compareMetadata(searchParams: Promise<SearchParams>): Promise<Metadata> {
  const page = await comparePageOf(searchParams);
  const title = titleOf(page);
  if (page.kind !== "ready" || page.players.length === 0) return { title };
  const lines = cardPlayers(page).map((p) => {
    const line = headlineLine(p.figures);
    return `${p.name} (${p.squad}, ${p.seasonName})${line ? `: ${line}` : ""}`;
  });
  return previewMetadata(
    title,
    `${lines.join("; ")}.`,
    comparePreviewHref(page.address.entries, page.address.season),
  );
}
