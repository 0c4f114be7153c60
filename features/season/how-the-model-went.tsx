import type { Route } from "next";
import type { TipsRecord } from "@/lib/predict/match-tip";
import { AppLink } from "@/components/ui/app-link";

const share = (n: { tipped: number; right: number }) =>
  `${n.right} of ${n.tipped} right (${((100 * n.right) / n.tipped).toFixed(1)}%)`;

/** The season's tips so far, by whether they were kept before the match or worked out afterwards. */
export function HowTheModelWent({
  record,
  tableHref,
}: {
  record: TipsRecord;
  /** The model's season-by-season record (the AFL's: the predictor page); null where there is none. */
  tableHref: Route | null;
}) {
  const { kept, afterwards } = record;
  return (
    <section aria-labelledby="how-the-model-went" className="space-y-1 text-sm" data-testid="tips-record">
      <h2 id="how-the-model-went" className="text-lg font-semibold">
        How the model went
      </h2>
      <p>
        {kept.tipped + afterwards.tipped === 0
          ? "No tipped match of this season has been played yet."
          : [
              kept.tipped > 0 && `Tips made before the match: ${share(kept)}.`,
              afterwards.tipped > 0 &&
                `Tips worked out afterwards from what was known before each match: ${share(afterwards)}.`,
            ]
              .filter(Boolean)
              .join(" ")}{" "}
        A draw counts as a tip right. Every match still to play shows the model&apos;s tip (team ratings, home
        ground and travel, days of rest); each round&apos;s tips are kept once made.
        {tableHref && (
          <>
            {" "}
            <AppLink href={tableHref} className="text-sky-700 underline underline-offset-4 dark:text-sky-400">
              The model season by season
            </AppLink>
            .
          </>
        )}
      </p>
    </section>
  );
}
