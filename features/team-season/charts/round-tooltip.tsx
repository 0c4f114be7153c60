import { TooltipBox } from "@/components/charts/recharts/surface";
import type { TeamRoundPoint } from "./team-season-scale";

/** The hovered round: which match, and the score with the margin signed. Recharts calls it as content. */
export function roundTooltip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}) {
  const d = active ? (payload?.[0]?.payload as TeamRoundPoint | undefined) : undefined;
  if (!d) return null;
  return (
    <TooltipBox>
      <p className="font-semibold">{d.detail}</p>
      <p>
        {d.for}–{d.against} ({d.diff > 0 ? "+" : ""}
        {d.diff})
      </p>
    </TooltipBox>
  );
}
