"use client";

import type { z } from "zod";
import type { PlayerLeadersSchema } from "@/lib/sds";
import { CsvButton } from "@/components/match-centre/export-buttons";

type Leaders = z.infer<typeof PlayerLeadersSchema>;

/** E14: the top players of each headline metric, as ranked lists; the CSV lists the same entries in order. */
export function LeadersCards({ leaders }: { leaders: Leaders }) {
  const rows = leaders.statistics.flatMap((s) =>
    s.persons.map((p) => [s.namePlural, String(p.rank), p.fullname, p.squadName, p.valueDisplay]),
  );
  return (
    <div className="space-y-2" data-testid="leaders">
      <div className="flex justify-end">
        <CsvButton
          header={["Metric", "Rank", "Player", "Team", "Value"]}
          rows={() => rows}
          part="leaders"
          name="Player leaders"
        />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.statistics.map((s) => (
          <li key={s.code} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <h3 className="mb-1 flex items-baseline justify-between gap-2 font-semibold">
              {s.namePlural}
              <a
                href={`/glossary#${s.code}`}
                className="text-xs font-normal text-sky-700 hover:underline dark:text-sky-400"
              >
                definition<span className="sr-only"> of {s.namePlural}</span>
              </a>
            </h3>
            <ol className="space-y-0.5 text-sm">
              {s.persons.map((p) => (
                <li key={p.personId} className="flex justify-between gap-2">
                  <span>
                    <span className="tabular mr-1 text-slate-600 dark:text-slate-400">{p.rank}.</span>
                    {p.displayName}{" "}
                    <span className="text-xs text-slate-600 dark:text-slate-400">{p.squadCode}</span>
                  </span>
                  <span className="tabular font-medium">{p.valueDisplay}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
