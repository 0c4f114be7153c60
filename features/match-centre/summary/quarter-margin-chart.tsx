import type { MatchScores } from "@/lib/contract";
import { HOME_COLOUR, INK } from "@/lib/charts/palette";
import { quarterMargins } from "@/lib/charts/quarter-margins";

// Drawn at about its own size: at a phone's 336 px a user unit is ~0.93 px, so 12-unit text stays
// above 11 px; the width is capped so that a desktop does not blow it up either.
const W = 360;
const H = 180;
const PAD = { left: 64, right: 12, top: 16, bottom: 28 };

/**
 * The margin at each break as a line (the home side ahead above zero): the score worm's outline from
 * the quarter scores, which everyone may see. Plain SVG drawn on the server: no chart library to load
 * in another site's frame. The quarter scores' table beside it holds the same figures.
 */
export function QuarterMarginChart({ score }: { score: MatchScores }) {
  const points = quarterMargins(score);
  const top = Math.max(6, ...points.map((p) => Math.abs(p.margin)));
  const x = (i: number) => PAD.left + (i * (W - PAD.left - PAD.right)) / Math.max(1, points.length - 1);
  const y = (m: number) => PAD.top + ((top - m) * (H - PAD.top - PAD.bottom)) / (2 * top);
  const words = points
    .slice(1)
    .map(
      (p) =>
        `${p.label} ${p.margin === 0 ? "level" : `${p.margin > 0 ? score.home.code : score.away.code} by ${Math.abs(p.margin)}`}`,
    )
    .join(", ");
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full max-w-md"
      role="img"
      aria-label={`Margin at each break, ${score.home.name} ahead above the line: ${words || "no quarter played yet"}.`}
      data-testid="quarter-margin-chart"
    >
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke={INK} strokeOpacity={0.5} />
      {[top, -top].map((m) => (
        <text key={m} x={PAD.left - 6} y={y(m) + 4} textAnchor="end" fontSize={12} fill={INK}>
          {m > 0 ? `${score.home.code} +${m}` : `${score.away.code} +${-m}`}
        </text>
      ))}
      <polyline
        points={points.map((p, i) => `${x(i)},${y(p.margin)}`).join(" ")}
        fill="none"
        stroke={HOME_COLOUR}
        strokeWidth={3}
      />
      {points.map((p, i) => (
        <g key={p.label}>
          <circle cx={x(i)} cy={y(p.margin)} r={4} fill={HOME_COLOUR} />
          <text x={x(i)} y={H - 8} textAnchor="middle" fontSize={12} fill={INK}>
            {p.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
