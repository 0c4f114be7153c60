"use client";

import { useGlossary } from "@/lib/queries/glossary";
import { Loading, QueryError } from "@/components/ui/query-status";
import { AppLink } from "@/components/ui/app-link";
import { eventsAboutHref } from "@/lib/links";
import { METRIC_ORIGIN_WORDS, metricOrigin } from "@/lib/metric-origins";

const TIER_STYLE: Record<string, string> = {
  core: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  advanced: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  transactional: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
};

const APPLIES: Record<string, string> = { Player: "players", Squad: "teams", Both: "players and teams" };

/** Every metric: name, code, definition, the tier that may see it and how it is formatted. */
export function GlossaryView() {
  const glossary = useGlossary();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Metric glossary</h1>
      {glossary.isPending && <Loading what="the glossary" />}
      {glossary.isError && <QueryError error={glossary.error} what="the glossary" />}
      {glossary.data && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {glossary.data.metrics.length} metrics. Link to one with its code, e.g.{" "}
            <a href="#KICK" className="underline">
              /glossary#KICK
            </a>
            . Tiers: core, advanced and transactional data plans. Each says where its figure comes from: the
            source records a box score a player a match and no events, so most metrics are counted from events
            the data service synthesises to fit it (
            <AppLink href={eventsAboutHref()} className="underline">
              about the match events
            </AppLink>
            ).
          </p>
          <dl className="divide-y divide-slate-200 dark:divide-slate-800">
            {glossary.data.metrics.map((m) => (
              <div
                key={m.code}
                id={m.code}
                data-testid="metric"
                className="scroll-mt-4 py-3 target:bg-amber-50 dark:target:bg-amber-950"
              >
                <dt className="flex flex-wrap items-baseline gap-2">
                  <span className="font-semibold">{m.nameDisplay}</span>
                  <code className="text-xs text-slate-600 dark:text-slate-400">{m.code}</code>
                  <span className={`rounded px-1.5 text-xs ${TIER_STYLE[m.tier] ?? ""}`}>{m.tier}</span>
                </dt>
                <dd className="mt-1 text-sm">{m.description}</dd>
                <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  Format: {m.format} (averages: {m.formatAvg}) · For {APPLIES[m.level] ?? m.level}
                  {m.timeCoded && " · time-coded"} ·{" "}
                  <span data-testid="metric-origin">{METRIC_ORIGIN_WORDS[metricOrigin(m.code)]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
