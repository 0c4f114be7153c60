import { LadderScreen } from "@/features/season/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) => seasonTitle((await params).seasonId, "Ladder");

/** /seasons/[id]/ladder?round=&conference= — the ladder after any round, with movement. */
export default async function LadderRoute({ params, searchParams }: Props) {
  return <LadderScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
