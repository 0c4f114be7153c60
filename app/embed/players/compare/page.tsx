import { CompareEmbed } from "@/features/player-compare/compare-embed";
import { compareEmbedOf, compareEmbedTitle } from "@/features/player-compare/server/compare-page-of";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return { title: await compareEmbedTitle(searchParams) };
}

/** /embed/players/compare?players=<id>[:<season>],…&season=&metric= — the comparison's chart, for another site's frame. */
export default async function CompareEmbedPage({ searchParams }: Props) {
  return <CompareEmbed page={await compareEmbedOf(searchParams)} />;
}
