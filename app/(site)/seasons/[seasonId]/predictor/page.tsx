import { PredictorView } from "@/features/predictions/predictor-view";
import { predictorPageData } from "@/features/predictions/server/predictor-page";
import type { SearchParams } from "@/lib/season/search-params";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { TipsTable } from "@/features/predictions/tips-table";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Predictor");
}

/**
 * /seasons/[id]/predictor?round=&picks= — finals chances by simulation and the ladder predictor. The
 * server builds the season's model from the fixtures it already fetches; the browser simulates (and
 * re-simulates on every pick), so no pick costs a call to the data service.
 */
export default async function PredictorPage({ params, searchParams }: Props) {
  const page = await predictorPageData((await params).seasonId, await searchParams);
  return (
    <>
      <PredictorView
        input={page.model.input}
        ratingsByRound={page.model.ratingsByRound}
        rounds={page.rounds}
        round={page.round}
      />
      {page.showTips && (
        <div className="mt-8">
          <TipsTable />
        </div>
      )}
    </>
  );
}
