import type { CountPage } from "./server/season-count";
import { fitNote } from "./vote-format";

type Ready = Extract<CountPage, { kind: "ready" }>;

function realNote(real: Ready["real"], matches: number): string {
  if (real.none === matches)
    return "The data service gives no real votes for these matches yet: the prediction stands alone.";
  if (real.whole === matches)
    return "Real votes: the umpires' votes as the data service gives them, beside the prediction (never in its place).";
  return `Real votes: the data service gives the umpires' votes whole for ${real.whole} of these ${matches} matches${
    real.part ? `, in part for ${real.part}` : ""
  } and not at all for ${real.none}: the real tally here is incomplete.`;
}

/** What the count rests on and what it cannot know: real votes, eligibility, the fit. */
export function CountNotes({ page }: { page: Ready }) {
  return (
    <div className="space-y-1 text-xs text-slate-600 dark:text-slate-400" data-testid="count-notes">
      <p>{realNote(page.real, page.matches)}</p>
      <p>
        Eligibility: a player suspended during the season cannot win the medal, but the data service does not
        say who was suspended, so every player is counted here as eligible. Tribunal and umpires&apos;
        decisions the box score cannot see are not in the model either.
      </p>
      <p>{fitNote(page.fittedOn, page.walkForward)}</p>
    </div>
  );
}
