import type { ReactNode } from "react";
import { AppLink } from "@/components/ui/app-link";
import { sides, type Premiership } from "@/lib/history/all-time";
import { matchHref, squadHref } from "@/lib/links";

const LINK = "text-sky-700 underline underline-offset-4 dark:text-sky-400";

/**
 * A finished season's premiers under its name: the club as it was called that year, and the match
 * that decided it (the grand final, or its replay), or the round robin of 1897 and 1924.
 */
export function PremiersLine({ premiers: p }: { premiers: Premiership }) {
  let how: ReactNode = "top of the round robin of the top four (no grand final)";
  if (p.match) {
    const [own, opp] = sides(p.match, p.id);
    how = (
      <>
        <AppLink className={LINK} href={matchHref(p.match.id)}>
          {p.match.round}
        </AppLink>
        ,{" "}
        <span className="tabular">
          {own.score}–{opp.score}
        </span>{" "}
        against {opp.name}
      </>
    );
  }
  return (
    <p className="text-sm" data-testid="season-premiers">
      <span className="font-medium">Premiers:</span>{" "}
      <AppLink className={LINK} href={squadHref(p.seasonId, p.id)}>
        {p.name}
      </AppLink>{" "}
      · {how}
    </p>
  );
}
