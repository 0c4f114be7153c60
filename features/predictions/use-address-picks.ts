"use client";

import { useCallback, useMemo } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { formatPicks, parsePicks } from "@/features/predictions/model/picks";
import type { Pick, RemainingMatch } from "@/features/predictions/model/season-input";
import { hrefWith } from "@/components/ui/href-with";

/**
 * The predictor's picks, kept in the address (`?picks=`) so that a set of picks can be shared: those
 * read from it, those it named that are not a match still to play, their canonical text, and the ways
 * to change them. Picks are written with history.replaceState: Next's router observes it
 * (useSearchParams updates) without asking the server again; the address can be shared as it stands.
 */
export function useAddressPicks(remaining: readonly RemainingMatch[]) {
  const pathname = usePathname();
  const search = useSearchParams();
  const rawPicks = search.get("picks") ?? undefined;
  const { picks, rejected } = useMemo(() => parsePicks(rawPicks, remaining), [rawPicks, remaining]);
  const picksKey = formatPicks(picks);
  const onPick = useCallback(
    (id: number, pick: Pick | undefined) => {
      const next = new Map(picks);
      if (pick) next.set(id, pick);
      else next.delete(id);
      window.history.replaceState(null, "", hrefWith(pathname, search, { picks: formatPicks(next) }));
    },
    [picks, pathname, search],
  );
  const clearPicks = () =>
    window.history.replaceState(null, "", hrefWith(pathname, search, { picks: undefined }));
  return { picks, rejected, picksKey, onPick, clearPicks };
}
