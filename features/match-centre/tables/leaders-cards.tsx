"use client";

import { glossaryHref } from "@/lib/links";
import type { z } from "zod";
import type { PlayerLeadersSchema } from "@/lib/contract";
import dynamic from "next/dynamic";
import { CsvButton } from "@/features/match-centre/frame/export-buttons";
import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";

// Recharts with the statistics view only, after it is interactive; each card's list ("Show as list")
// holds the same players as text.
const LeaderBars = dynamic(() => import("@/components/charts/recharts/leader-bars-chart"), { ssr: false });

type Leaders = z.infer<typeof PlayerLeadersSchema>;

/** The player leaders: the top players of each headline metric, as ranked lists; the CSV lists the same entries in order. */
export function LeadersCards({ leaders, homeId }: { leaders: Leaders; homeId?: number }) {
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
                href={glossaryHref(s.code)}
                className="text-xs font-normal text-sky-700 hover:underline dark:text-sky-400"
              >
                definition<span className="sr-only"> of {s.namePlural}</span>
              </a>
            </h3>
            {/* The chart's height is held while Recharts loads: nothing below it moves. */}
            <div style={{ minHeight: s.persons.length * 24 + 8 }}>
              <LeaderBars
                title={`${s.namePlural}: the leaders`}
                bars={s.persons.map((p) => ({
                  label: `${p.rank}. ${p.displayName}`,
                  value: p.value,
                  valueDisplay: p.valueDisplay,
                  colour: p.squadId === homeId ? HOME_COLOUR : AWAY_COLOUR,
                }))}
              />
            </div>
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-xs text-sky-800 underline-offset-4 hover:underline dark:text-sky-300">
                Show as list
              </summary>
              <ol className="mt-1 space-y-0.5 text-sm" data-testid="leader-list">
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
            </details>
          </li>
        ))}
      </ul>
    </div>
  );
}
