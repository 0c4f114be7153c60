const RESULT = {
  W: { word: "Won", style: "bg-emerald-600 text-white dark:bg-emerald-500 dark:text-slate-950" },
  L: { word: "Lost", style: "bg-rose-600 text-white dark:bg-rose-500 dark:text-slate-950" },
  D: { word: "Drawn", style: "bg-slate-500 text-white dark:bg-slate-400 dark:text-slate-950" },
} as const;

/** The last five results, oldest first, as letters on coloured badges (the letter carries the meaning). */
export function FormBadges({ form }: { form: string }) {
  if (!form) return <span className="text-slate-600 dark:text-slate-400">–</span>;
  const results = [...form] as (keyof typeof RESULT)[];
  return (
    <span
      className="inline-flex gap-0.5"
      aria-label={`Form, oldest first: ${results.map((r) => RESULT[r].word).join(", ")}`}
      role="img"
    >
      {results.map((r, i) => (
        <span
          key={i}
          aria-hidden
          className={`inline-flex size-5 items-center justify-center rounded text-xs font-bold ${RESULT[r].style}`}
        >
          {r}
        </span>
      ))}
    </span>
  );
}
