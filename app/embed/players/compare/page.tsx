import { CompareEmbedScreen, compareEmbedTitle } from "@/features/player-compare/server";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ searchParams }: Props) => ({
  title: await compareEmbedTitle(searchParams),
});

/** /embed/players/compare?players=<id>[:<season>],…&season=&metric= — the comparison's chart, for another site's frame. */
export default function CompareEmbedRoute({ searchParams }: Props) {
  return <CompareEmbedScreen searchParams={searchParams} />;
}
