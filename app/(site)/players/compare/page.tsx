import { CompareScreen, compareMetadata } from "@/features/player-compare/server";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = ({ searchParams }: Props) => compareMetadata(searchParams);

/** /players/compare?players=<id>[:<season>],…&season=&metric=&q= — two to four players side by side. */
export default function CompareRoute({ searchParams }: Props) {
  return <CompareScreen searchParams={searchParams} />;
}
