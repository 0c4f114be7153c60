import { LadderEmbedScreen } from "@/features/season/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) => seasonTitle((await params).seasonId, "Ladder");

/** /embed/seasons/[id]/ladder?round=&conference= — the ladder page's table, for another site's frame. */
export default async function LadderEmbedRoute({ params, searchParams }: Props) {
  return <LadderEmbedScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
