import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { LOSS, WIN } from "./team-season-scale";

/** The chart's key under it; the marks are hidden from screen readers, the words say what they are. */
export function TeamSeasonLegend() {
  return (
    <p className="flex flex-wrap gap-3 px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
      <span>
        <span aria-hidden style={{ color: HOME_COLOUR }}>
          ━
        </span>{" "}
        Points for
      </span>
      <span>
        <span aria-hidden style={{ color: AWAY_COLOUR }}>
          ╍
        </span>{" "}
        Points against
      </span>
      <span>
        <span aria-hidden style={{ color: WIN }}>
          ■
        </span>
        <span aria-hidden style={{ color: LOSS }}>
          ■
        </span>{" "}
        Margin
      </span>
    </p>
  );
}
