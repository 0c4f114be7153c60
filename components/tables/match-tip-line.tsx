import type { MatchTip } from "@/lib/predict/match-tip";

const BASIS = {
  kept: "tipped before the match",
  now: "today's tip",
  // A live match without a kept tip too: the ratings do not move until it is over.
  afterwards: "worked out after the bounce, from what was known before it",
} as const;

/** The model's tip under a match: the side, by how much, its chance; whether it came off once played. */
export function MatchTipLine({ tip }: { tip: MatchTip }) {
  const pct = Math.round(100 * tip.chance);
  return (
    <p
      data-testid="match-tip"
      data-side={tip.side}
      data-margin={tip.margin}
      data-chance={tip.chance.toFixed(4)}
      data-basis={tip.basis}
      data-right={tip.right === null ? "" : String(tip.right)}
      className="mt-2 border-t border-slate-200 pt-2 text-sm dark:border-slate-800"
    >
      <span className="font-medium">Tip:</span>{" "}
      {tip.margin === 0 ? `${tip.side}, a coin toss` : `${tip.side} by ${tip.margin}`} ({pct}%)
      {tip.right !== null && (
        <span
          className={
            tip.right
              ? "ml-2 font-semibold text-emerald-700 dark:text-emerald-400"
              : "ml-2 font-semibold text-rose-700 dark:text-rose-400"
          }
        >
          {tip.right ? "✓ right" : "✗ wrong"}
        </span>
      )}
      <span className="block text-xs text-slate-600 dark:text-slate-400">{BASIS[tip.basis]}</span>
    </p>
  );
}
