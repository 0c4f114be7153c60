import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";
import { parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import type { Metadata } from "next";
import { headlineFigures, headlineLine } from "@/lib/og/headline-figures";
import { previewMetadata } from "@/lib/og/preview-metadata";
import { playerPreviewHref } from "@/lib/links";
import { playerPage } from "./player-page";

// The metadata and the page read the same page once a request (React's cache compares its arguments
// by value only for primitives, hence the search parameters as JSON).
const load = cache((personId: number, search: string) =>
  playerPage(personId, JSON.parse(search) as SearchParams),
);

/** The player page its address names (`/players/[personId]?season=&metric=`); a bad id is a 404. */
export async function playerPageOf(props: {
  params: Promise<{ personId: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const id = parsePositiveInt((await props.params).personId);
  if (typeof id !== "number") notFound();
  return load(id, JSON.stringify(await props.searchParams));
}

/** The page's title and its link preview's words: who, for which club and season, and his figures. */
export async function playerMetadata(props: Parameters<typeof playerPageOf>[0]): Promise<Metadata> {
  const page = await playerPageOf(props);
  if (page.kind !== "ready") return { title: "Player" };
  const { bio } = page;
  const line =
    page.log.kind === "ready" ? headlineLine(headlineFigures(page.metrics, page.log.line.averages)) : "";
  return previewMetadata(
    `${bio.name} · ${bio.seasonName}`,
    `${bio.name}, ${bio.squad.name}, ${bio.seasonName}${line ? `: ${line}` : ""}.`,
    playerPreviewHref(bio.personId, bio.seasonId),
  );
}
