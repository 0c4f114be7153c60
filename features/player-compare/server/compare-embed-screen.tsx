import "server-only";
import type { SearchParams } from "@/lib/season/search-params";
import { CompareEmbed } from "../compare-embed";
import { compareEmbedOf } from "./compare-page-of";

/** The comparison's chart, for another site's frame. */
export async function CompareEmbedScreen({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <CompareEmbed page={await compareEmbedOf(searchParams)} />;
}
