import { playerCompareHref } from "@/lib/links";
import { EmbedFrame } from "@/components/embed/embed-frame";
import { COMPARE_LABELS } from "./model/compare-metrics";
import { MIN_PLAYERS } from "./model/compare-address";
import { playerLabels } from "./model/compare-cells";
import { PercentileFigure } from "./compare-figures";
import type { ComparePage } from "./server/compare-page";

/**
 * The comparison's embed: the percentiles' chart of the players its address names, without the
 * search, the table or the exports; when there is nothing to draw yet, a line saying why.
 */
export function CompareEmbed({ page }: { page: ComparePage }) {
  const ready = page.kind === "ready" && page.players.length >= MIN_PLAYERS ? page : null;
  const a = page.kind === "ready" ? page.address : null;
  const fullPage = playerCompareHref(a?.entries ?? [], { season: a?.season, metric: a?.metric });
  if (!ready)
    return (
      <EmbedFrame title="Compare players" page={fullPage}>
        <p className="text-sm" data-testid="compare-embed-waiting">
          {page.kind === "problem"
            ? page.problem
            : page.kind === "building"
              ? `${page.seasonName}: the players' figures are being added up; see them on the full page.`
              : "This comparison needs two to four players: choose them on the full page."}
        </p>
      </EmbedFrame>
    );
  const labels = playerLabels(ready.players);
  const what = labels.join(" v ");
  return (
    <EmbedFrame title={`Compare ${what}`} page={fullPage}>
      <PercentileFigure
        players={ready.players}
        labels={labels}
        metricNames={ready.metrics.map((m) => COMPARE_LABELS[m].name)}
        what={what}
        bare
      />
    </EmbedFrame>
  );
}
