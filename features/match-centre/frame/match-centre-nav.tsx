"use client";

import { AppLink } from "@/components/ui/app-link";
import { matchHref, type MatchView } from "@/lib/links";
import { usePathname } from "next/navigation";

const MATCH_VIEWS: readonly { view: MatchView; label: string }[] = [
  { view: "", label: "Summary" },
  { view: "shots", label: "Shots" },
  { view: "entries", label: "Entries" },
  { view: "chains", label: "Chains" },
  { view: "stats", label: "Stats" },
  { view: "rotations", label: "Rotations" },
  { view: "stoppages", label: "Stoppages" },
  { view: "report", label: "Report" },
];

/**
 * The match centre's views as tabs of plain links; the current one is marked for assistive technology.
 * A match without events (the history's) offers its summary only.
 */
export function MatchCentreNav({
  matchId,
  matchName,
  eventViews = true,
}: {
  matchId: number;
  matchName: string;
  eventViews?: boolean;
}) {
  const pathname = usePathname();
  const views = eventViews ? MATCH_VIEWS : MATCH_VIEWS.slice(0, 1);
  return (
    <nav aria-label="Match centre" className="mb-4 space-y-1 print:hidden">
      <p className="text-xs text-slate-600 dark:text-slate-400">{matchName}</p>
      {/* One strip that scrolls sideways on a phone, rather than wrapping into rows of tabs. */}
      <ul className="flex gap-1 overflow-x-auto border-b border-slate-200 whitespace-nowrap dark:border-slate-800">
        {views.map(({ view, label }) => {
          const href = matchHref(matchId, view);
          const current = pathname === href;
          return (
            <li key={view} className="shrink-0">
              <AppLink
                href={href}
                aria-current={current ? "page" : undefined}
                className={`-mb-px inline-block border-b-2 px-3 py-2 text-sm ${
                  current
                    ? "border-sky-600 font-semibold text-sky-800 dark:text-sky-300"
                    : "border-transparent hover:border-slate-400"
                }`}
              >
                {label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
