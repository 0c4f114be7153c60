"use client";

import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { UrlSelect } from "@/components/ui/url-select";
import { LabelledSelect } from "@/components/ui/labelled-select";
import { SignInLink } from "@/components/ui/sign-in-link";
import { hrefWith } from "@/components/ui/href-with";
import { QuarterZonePicks } from "@/components/ui/quarter-zone-picks";
import { SIDES, SIDE_NAMES } from "./model/ranking-metrics";
import type { RankingFilters } from "./model/ranking-params";
import { LAST_GAMES, type RankingWindow } from "./model/ranking-window";
import { roundName } from "./model/ranking-words";

const windowValue = (w: RankingWindow) =>
  w.kind === "round" ? `round:${w.round}` : w.kind === "last5" ? "last5" : "";

/** The window is two parameters (?round=N, ?period=last5): one select sets the one and clears the other. */
function WindowSelect({ window, rounds }: { window: RankingWindow; rounds: readonly number[] }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();
  const choose = (v: string) => {
    const round = v.startsWith("round:") ? v.slice("round:".length) : undefined;
    const href = hrefWith(pathname, search, { round, period: v === "last5" ? "last5" : undefined });
    startTransition(() => router.push(href, { scroll: false }));
  };
  return (
    <LabelledSelect
      label="Matches"
      name="window"
      value={windowValue(window)}
      emptyLabel="Whole season"
      options={[
        { value: "last5", label: `Last ${LAST_GAMES} matches` },
        ...rounds.map((r) => ({
          value: `round:${r}`,
          label: `After ${roundName(r)}`,
          group: "After a round",
        })),
      ]}
      onChoose={choose}
      pending={pending}
    />
  );
}

// The rankings' filters, each kept in the address. Quarter and zone come from event data: a fan sees
// why they are missing instead.
export function RankingPicks({
  filters: f,
  rounds,
  full,
}: {
  filters: RankingFilters;
  rounds: readonly number[];
  full: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap gap-4">
        <WindowSelect window={f.window} rounds={rounds} />
        <UrlSelect
          label="Figures"
          name="side"
          value={f.side}
          options={SIDES.map((s) => ({ value: s, label: SIDE_NAMES[s] }))}
        />
        {full && <QuarterZonePicks quarterParam="quarter" quarter={f.quarter} zone={f.zone} />}
      </div>
      {!full && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every figure by quarter and zone is drawn from match event data, for coaches and analysts:{" "}
          <SignInLink className="text-sky-800 underline dark:text-sky-300">sign in</SignInLink>.
        </p>
      )}
    </>
  );
}
