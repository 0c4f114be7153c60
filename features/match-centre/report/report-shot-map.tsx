import type { MatchDetails, Shot } from "@/lib/contract";
import { pitchGeometry } from "@/lib/charts/pitch-geometry";
import { AWAY_COLOUR, HOME_COLOUR, INK } from "@/lib/charts/palette";
import { SHOT_OUTCOMES, shotRadius, shotShape } from "@/lib/charts/shot-marks";
import { ShotMarker } from "@/components/charts/shot-marker";
import { directionStrip, legendLayout } from "@/components/pitch/pitch-frame";
import { PitchMarkings } from "@/components/pitch/pitch-markings";
import { reportShotPlace } from "@/features/match-centre/report/report-shot-place";

// Laid out 640 CSS px wide (its text 12 px): a page's width on paper; on a narrower screen it scrolls
// in its own box rather than shrinking its text below 11 px.
const WIDTH_PX = 640;

/** Both teams' shots, each in its team's colour, placed for the side it attacks. */
function ReportShotMarks({ homeId, shots }: { homeId: number; shots: readonly Shot[] }) {
  return shots.map((s) => {
    const p = reportShotPlace(s, homeId);
    return (
      <ShotMarker
        key={s.matchTrxId}
        data-testid="report-shot-mark"
        shape={shotShape(s.result.code)}
        x={p.x}
        y={p.y}
        r={shotRadius(s.result.pointsExpected)}
        colour={p.home ? HOME_COLOUR : AWAY_COLOUR}
      />
    );
  });
}

/**
 * The report's shot map, drawn on the server (no interaction on paper): both teams on one ground, the
 * home side attacking right and the away side left, each from its own rotated coordinates.
 */
export function ReportShotMap({
  m,
  shots,
  length,
  width,
}: {
  m: MatchDetails;
  shots: readonly Shot[];
  length: number;
  width: number;
}) {
  const g = pitchGeometry(length, width);
  const w = 2 * (g.ellipse.rx + 3);
  const h = 2 * (g.ellipse.ry + 3);
  const groundHeight = (h * WIDTH_PX) / w;
  const header = directionStrip(WIDTH_PX, [
    { label: `${m.home.name} attack`, dir: 1 },
    { label: `${m.away.name} attack`, dir: -1 },
  ]);
  const legend = legendLayout(WIDTH_PX, [
    { key: "h", label: m.home.name, symbol: <circle r={1.8} fill={HOME_COLOUR} /> },
    { key: "a", label: m.away.name, symbol: <circle r={1.8} fill={AWAY_COLOUR} /> },
    ...SHOT_OUTCOMES.map((o) => ({
      key: o.code,
      label: o.label,
      symbol: <ShotMarker shape={o.shape} x={0} y={0} r={1.8} colour={INK} />,
    })),
    {
      key: "size",
      label: "size: expected score",
      symbol: <circle r={1.8} fill="none" stroke={INK} strokeWidth={0.4} />,
    },
  ]);
  return (
    // A box that scrolls on a narrow screen is reachable by keyboard (it has nothing focusable inside).
    <div
      className="overflow-x-auto print:overflow-visible"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be
      tabIndex={0}
      role="region"
      aria-label="Shot map (scrolls sideways on a narrow screen)"
    >
      <svg
        viewBox={`0 0 ${WIDTH_PX} ${header.height + groundHeight + legend.height}`}
        className="block h-auto w-full min-w-[640px] print:min-w-0"
        role="img"
        aria-label={`Shot map: ${shots.length} shots`}
        data-testid="report-shot-map"
        fontFamily="system-ui, sans-serif"
      >
        {header.node}
        <svg
          x={0}
          y={header.height}
          width={WIDTH_PX}
          height={groundHeight}
          viewBox={`${-w / 2} ${-h / 2} ${w} ${h}`}
        >
          <PitchMarkings g={g} />
          <ReportShotMarks homeId={m.home.id} shots={shots} />
        </svg>
        <g transform={`translate(0 ${header.height + groundHeight})`}>{legend.node}</g>
      </svg>
    </div>
  );
}
