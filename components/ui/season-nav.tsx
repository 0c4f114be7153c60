"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { seasonHref, type SeasonView } from "@/lib/links";

const VIEWS: { view: SeasonView; label: string }[] = [
  { view: "fixture", label: "Fixture" },
  { view: "ladder", label: "Ladder" },
  { view: "leaders", label: "Leaders" },
  { view: "teams", label: "Teams" },
  { view: "explore", label: "Explore" },
  { view: "brownlow", label: "Brownlow" },
  { view: "squads", label: "Squads" },
  { view: "availability", label: "Availability" },
  { view: "predictor", label: "Predictor" },
];

/** The season's views as tabs of plain links; the current one is marked for assistive technology. */
export function SeasonNav({ seasonId }: { seasonId: number }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Season" className="flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800">
      {VIEWS.map(({ view, label }) => {
        const href = seasonHref(seasonId, view);
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <AppLink
            key={view}
            href={href}
            aria-current={current ? "page" : undefined}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${
              current
                ? "border-sky-600 font-semibold text-sky-800 dark:text-sky-300"
                : "border-transparent hover:border-slate-400"
            }`}
          >
            {label}
          </AppLink>
        );
      })}
    </nav>
  );
}
