import "server-only";
import { cache } from "react";
import type { SearchParams } from "@/lib/season/search-params";
import { comparePage } from "./compare-page";

// The metadata and the page read the same comparison once a request (React's cache compares its
// arguments by value only for primitives, hence the search parameters as JSON).
const load = cache((search: string) => comparePage(JSON.parse(search) as SearchParams));

/** The comparison its address names. */
export async function comparePageOf(searchParams: Promise<SearchParams>) {
  return load(JSON.stringify(await searchParams));
}

/** The page's title: the players' names, or what the page is. */
export async function compareTitle(searchParams: Promise<SearchParams>) {
  const page = await comparePageOf(searchParams);
  const names = page.kind === "ready" ? page.players.map((p) => p.name) : [];
  return names.length ? `Compare ${names.join(", ")}` : "Compare players";
}
