import { BrownlowCountScreen } from "@/features/brownlow/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { firstParam, type SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) =>
  seasonTitle((await params).seasonId, "Brownlow count");

/** /seasons/[id]/brownlow?round= — the season's Brownlow count as the model predicts it after a round. */
export default async function BrownlowRoute({ params, searchParams }: Props) {
  const round = firstParam(await searchParams, "round");
  return <BrownlowCountScreen seasonId={(await params).seasonId} round={round} />;
}
