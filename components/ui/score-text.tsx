import { describeScore, formatScore, type ScoreLike } from "@/lib/format/score";

/**
 * "18.12 (120)", bold for the winner; a dash when there is no score yet. `stackOnPhone`: on a phone
 * the points go on a line of their own under the goals and behinds, so that a table of scores side by
 * side (a match's quarters) fits a phone's width; the text stays "18.12 (120)".
 */
export function ScoreText({
  score,
  winner = false,
  stackOnPhone = false,
}: {
  score: ScoreLike | null | undefined;
  winner?: boolean;
  stackOnPhone?: boolean;
}) {
  const text = formatScore(score);
  if (!text) return <span className="text-slate-600 dark:text-slate-400">–</span>;
  const points = text.indexOf(" (");
  return (
    <span
      className={`tabular whitespace-nowrap ${winner ? "font-bold" : ""}`}
      title={describeScore(score) ?? undefined}
    >
      {stackOnPhone ? (
        <>
          {text.slice(0, points)}
          <span className="max-sm:block">{text.slice(points)}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
