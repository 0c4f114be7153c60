import { CompareView } from "@/features/player-compare/compare-view";
import { compareMetadata, comparePageOf } from "@/features/player-compare/server/compare-page-of";
import { DataFreshness } from "@/components/ui/data-freshness";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { searchParams: Promise<SearchParams> };

export const generateMetadata = ({ searchParams }: Props) => compareMetadata(searchParams);

/** /players/compare?players=<id>[:<season>],…&season=&metric=&q= — two to four players side by side. */
export default async function ComparePage({ searchParams }: Props) {
  const page = await comparePageOf(searchParams);
  return (
    <>
      <CompareView page={page} />
      <DataFreshness />
    </>
  );
}
