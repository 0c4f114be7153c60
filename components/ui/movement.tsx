/** Places gained or lost since the previous round: ▲2, ▼1 or – ; nothing when there is no previous round. */
export function Movement({ change }: { change: number | undefined }) {
  if (change === undefined) return <span className="sr-only">no previous round</span>;
  if (change === 0)
    return (
      <span className="text-slate-600 dark:text-slate-400" title="No change">
        –<span className="sr-only">no change</span>
      </span>
    );
  const up = change > 0;
  return (
    <span className={up ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400"}>
      <span aria-hidden>
        {up ? "▲" : "▼"}
        {Math.abs(change)}
      </span>
      <span className="sr-only">
        {up ? "up" : "down"} {Math.abs(change)}
      </span>
    </span>
  );
}
