import { AWAY_COLOUR, HOME_COLOUR } from "@/lib/charts/palette";
import { describeScore, type WormStep, type WormTeams } from "@/lib/charts/score-worm";
import { SideLegend, TooltipBox } from "@/components/charts/recharts/surface";

// The score worm's marks and words, for Recharts to draw: a score's dot (a goal a disc, a behind a
// ring, in the scoring side's colour, named for a screen reader), the tooltip, and the legend below.

/** Recharts' dot renderer: a mark at each score, an empty group at a step without one. */
export function wormDot(teams: WormTeams) {
  return function wormMark(props: { cx?: number; cy?: number; index?: number; payload?: WormStep }) {
    const s = props.payload?.score;
    if (!s || props.cx === undefined || props.cy === undefined) return <g key={`none-${props.index}`} />;
    const colour = s.side === "home" ? HOME_COLOUR : AWAY_COLOUR;
    const goal = s.code === "GOAL";
    return (
      <circle
        key={s.trxId}
        data-testid="worm-mark"
        data-code={s.code}
        role="img"
        aria-label={describeScore(s, teams)}
        cx={props.cx}
        cy={props.cy}
        r={goal ? 5 : 3.8}
        fill={goal ? colour : "var(--chart-panel)"}
        stroke={colour}
        strokeWidth={goal ? 1 : 2}
      />
    );
  };
}

/** Recharts' tooltip content: the score at the pointer, in words. */
export function wormTooltip(teams: WormTeams) {
  return function wormTip({
    active,
    payload,
  }: {
    active?: boolean;
    payload?: readonly { payload?: unknown }[];
  }) {
    const s = active ? (payload?.[0]?.payload as WormStep | undefined)?.score : undefined;
    return s ? <TooltipBox>{describeScore(s, teams)}</TooltipBox> : null;
  };
}

export function WormLegend({ teams }: { teams: WormTeams }) {
  return (
    <>
      <SideLegend
        names={[`${teams.home.name} ahead`, `${teams.away.name} ahead`]}
        colours={[HOME_COLOUR, AWAY_COLOUR]}
        marks={["▲", "▼"]}
      />
      <p className="px-3 pb-2 text-xs text-slate-700 dark:text-slate-300">
        ● goal · ○ behind (or rushed) · colour: the scoring team
      </p>
    </>
  );
}
