import calibration from "@/lib/predict/calibration.json";
import fitted from "@/lib/predict/params.json";
import { NEWCOMER_GAMES } from "@/lib/predict/tip-model";

// The about page's account of the prediction models, with the figures the bench measured
// (bench/predict.ts writes lib/predict/calibration.json; scripts/fit-predict.ts writes params.json).

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const n2 = (x: number) => x.toFixed(3);

export function AboutPredictions() {
  const r = fitted.rating;
  const pre = calibration.preMatch;
  const tips = calibration.tips["2023–2025"];
  return (
    <section aria-labelledby="predictions" className="space-y-3">
      <h2 id="predictions" className="text-xl font-semibold">
        How the predictions work
      </h2>
      <p>
        <strong>Team ratings.</strong> Every club has a rating: how many points better than an average club it
        would expect to be on a neutral ground. Before a match, the expected margin is the difference of the
        two ratings, plus {r.hga.toFixed(1)} points for the home side and {r.travel.toFixed(1)} points against
        a side playing outside its home state. After the match both ratings move by {r.k.toFixed(3)} of the
        surprise (the margin minus the expected margin), so a win by more than expected lifts a team. Between
        seasons every rating keeps {Math.round(r.carry * 100)}% of its distance from average. A new club
        starts {Math.abs(r.newClub).toFixed(0)} points below average. The chance of winning comes from the
        expected margin: real margins spread about {r.sigma.toFixed(0)} points either side of it.
      </p>
      <p>
        The ratings were run over every VFL/AFL match since 1897 (clubs that changed name keep their rating:
        South Melbourne is Sydney, Footscray the Western Bulldogs, the Kangaroos North Melbourne, and the
        Brisbane Bears carry on as the Brisbane Lions; Fitzroy and University ended), and the settings above
        were chosen as those that best predicted the margins of 1990–2022. Nothing from 2023 on was used.
      </p>
      <p>
        <strong>How good is it?</strong> Predicting each of the {pre.matches} matches of {calibration.seasons}{" "}
        only from what came before it, the favourite won {pct(pre.tips)} of the time (always tipping the home
        side: {pct(pre.tipsHome)}). The Brier score (the average squared gap between the chance given and what
        happened, lower is better) was {n2(pre.brier)}, against {n2(pre.brierHalf)} for calling every match
        50/50 and {n2(pre.brierHome)} for giving every home side its historical {pct(calibration.homeRate)};
        the log loss {n2(pre.logLoss)} against {n2(pre.logLossHalf)} and {n2(pre.logLossHome)}.
      </p>
      <p>
        <strong>Tips.</strong> The tipping model rates the teams its own way (from the scoring shots each side
        made as well as its points, and with how often each side has played at the ground lately) and adds who
        plays and the days of rest: each selected player is rated by his AFL Fantasy points in earlier
        matches, each side&apos;s newcomers (players with fewer than {NEWCOMER_GAMES} AFL games) are counted,
        since a newcomer&apos;s few box scores make him look like an average player, and how much the two
        sides&apos; players, their newcomers and the ratings count is learnt as the seasons go, from matches
        already played (box scores start in 2023, so early 2023 leans on the team ratings alone). One model
        gives both the expected margin and the chance. Over {calibration.seasons} it tipped{" "}
        {tips.tips.tipsRight} of {tips.tips.matches} (a draw counted right; the predictor&apos;s ratings alone{" "}
        {tips.rating.tipsRight}), with a log loss of {n2(tips.tips.logLoss)} (the predictor&apos;s ratings
        alone {n2(tips.rating.logLoss)}; the closing betting odds score about 0.578). The fixture shows its
        tip for every match still to play and keeps each round&apos;s tips once made.
      </p>
      <p>
        <strong>Finals chances.</strong> The predictor plays the rest of the season 10,000 times: each
        match&apos;s margin is drawn around its expected margin, ratings move with every simulated result as
        they would for real, and the top eight then play the AFL&apos;s finals system (qualifying and
        elimination finals, semi-finals, preliminary finals, grand final; the demo league&apos;s top four play
        semi-finals and a grand final). A season of the history plays the system of its day: from 1902 the
        final four with the minor premier&apos;s right to challenge (a grand final only where it did not win
        the final), then the Page–McIntyre final four (1931–1971), the McIntyre final five (1972–1990), the
        final six (1991–1993) and the McIntyre final eight (1994–1999). Where the finals were a round robin
        (1897, 1924) or sectional rounds (1898–1900) the predictor counts the ladder&apos;s top four and plays
        no finals. Once a grand final is played its winner is the premier. The chances are the share of those
        seasons in which each thing happened. Your picks replace the simulated result of the matches you pick.
      </p>
      <p>
        <strong>Live win probability.</strong> During a match, the rest of the game is treated as a shorter
        game between the same two teams: the final margin is expected to be the margin now plus the share of
        the pre-match expected margin still to come, give or take a spread that shrinks as time runs out (
        {fitted.live.sigma.toFixed(0)} points over a whole match, fitted on the quarter scores of 2023–2025).
        Checked on each season with the spread fitted on the other two, its Brier score at quarter, half and
        three-quarter time was {calibration.inPlay.map((q) => n2(q.brier)).join(", ")}, against{" "}
        {calibration.inPlay.map((q) => n2(q.brierLeader)).join(", ")} for saying the side in front wins.
      </p>
    </section>
  );
}
