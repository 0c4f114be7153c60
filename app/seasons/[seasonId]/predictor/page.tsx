import { notFound } from "next/navigation";
import { PredictorView } from "@/features/predictions/predictor-view";
import { parseRound } from "@/lib/season/rounds";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { predictorModel } from "@/features/predictions/server/predictor";
import { seasonRounds } from "@/lib/app-server/pages/season-rounds";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { TipsTable } from "@/features/predictions/tips-table";

// The tips table is the AFL's (2023–2025, measured by the bench); the demo league has no such record.
const AFL_LEAGUE_ID = 1;

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
  const ref = await resolveSeason((await params).seasonId);
  const sp = await searchParams;
  const rounds = (await seasonRounds(ref)).filter((r) => r.homeAndAway);
  const round = parseRound(firstParam(sp, "round"), rounds);
  if (round === null) notFound();
  const model = await predictorModel(ref, round ?? null);
  return (
    <>
      <PredictorView
        input={model.input}
        ratingsByRound={model.ratingsByRound}
        rounds={rounds}
        round={round}
      />
      {ref.leagueId === AFL_LEAGUE_ID && (
        <div className="mt-8">
          <TipsTable />
        </div>
      )}
    </>
  );
}
