import { PredictorScreen } from "@/features/predictions/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export const generateMetadata = async ({ params }: Props) =>
  seasonTitle((await params).seasonId, "Predictor");

/** /seasons/[id]/predictor?round=&picks= — finals chances by simulation and the ladder predictor. */
export default async function PredictorRoute({ params, searchParams }: Props) {
  return <PredictorScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
