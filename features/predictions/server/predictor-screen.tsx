import "server-only";
import type { SearchParams } from "@/lib/season/search-params";
import { PredictorView } from "../predictor-view";
import { TipsTable } from "../tips-table";
import { predictorPageData } from "./predictor-page";

/**
 * Finals chances by simulation and the ladder predictor. The server builds the season's model from the
 * fixtures it already fetches; the browser simulates (and re-simulates on every pick), so no pick
 * costs a call to the data service.
 */
export async function PredictorScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const page = await predictorPageData(seasonId, search);
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
