import { predictionsAboutHref } from "@/lib/links";
import type { RoundOption } from "@/lib/season/rounds";
import { UrlSelect } from "@/components/ui/url-select";
import type { SeasonFinals } from "@/lib/season/finals-era";
import { finalsWords } from "./model/predictor-words";

// The top of the predictor: what it does, then the round it starts from (kept in the address; choosing
// another drops the picks) and the picks' clear button and problems.

export function PredictorIntro({
  stoodAt,
  simulations,
  finals,
  premierKnown,
}: {
  /** "after Round 12", or null for now (the heading says nothing then). */
  stoodAt: string | null;
  simulations: number | undefined;
  finals: SeasonFinals;
  premierKnown: boolean;
}) {
  const played = `The rest of the season played ${simulations?.toLocaleString("en-AU") ?? "10,000"} times from the teams' ratings`;
  return (
    <>
      <h1 className="text-2xl font-bold">{stoodAt === null ? "Predictor" : `Predictor ${stoodAt}`}</h1>
      <p className="max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        {finals.format === null ? `${played}. ` : `${played}, `}
        {finalsWords(finals, premierKnown)} Pick any result below and every chance updates.{" "}
        <a className="underline" href={predictionsAboutHref()}>
          How it works
        </a>
        .
      </p>
    </>
  );
}

export function PredictorControls({
  rounds,
  round,
  picked,
  onClear,
  rejected,
}: {
  rounds: readonly RoundOption[];
  round: number | undefined;
  picked: number;
  onClear: () => void;
  rejected: readonly string[];
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        <UrlSelect
          label="As it stood"
          name="round"
          value={round === undefined ? "" : String(round)}
          emptyLabel="Now"
          resets={["picks"]}
          options={rounds.map((r) => ({ value: String(r.number), label: `After ${r.name}` }))}
        />
        {picked > 0 && (
          <button
            type="button"
            className="rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-700"
            onClick={onClear}
          >
            Clear {picked} pick{picked > 1 ? "s" : ""}
          </button>
        )}
      </div>
      {rejected.length > 0 && (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300" data-testid="rejected-picks">
          Ignored picks (not a match still to play, or not a result): {rejected.join(", ")}
        </p>
      )}
    </>
  );
}
