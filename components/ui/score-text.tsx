import { describeScore, formatScore, type ScoreLike } from "@/lib/format/score";

/** "18.12 (120)", bold for the winner; a dash when there is no score yet. */
export function ScoreText({
  score,
  winner = false,
}: {
  score: ScoreLike | null | undefined;
  winner?: boolean;
}) {
  const text = formatScore(score);
  if (!text) return <span className="text-slate-600 dark:text-slate-400">–</span>;
  return (
    <span
      className={`tabular whitespace-nowrap ${winner ? "font-bold" : ""}`}
      title={describeScore(score) ?? undefined}
    >
      {text}
    </span>
  );
}
