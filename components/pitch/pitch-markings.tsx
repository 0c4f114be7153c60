import type { PitchGeometry } from "@/lib/charts/pitch-geometry";
import { GRASS, LINES } from "@/lib/charts/palette";

// The ground drawn to scale in metres (SVG space: y down). No hooks, so the printable report can render
// it on the server as well.

export function PitchMarkings({ g, line = 0.4 }: { g: PitchGeometry; line?: number }) {
  const stroke = { stroke: LINES, strokeWidth: line, fill: "none" } as const;
  return (
    <g aria-hidden data-testid="pitch-markings">
      <path d={g.boundaryPath} fill={GRASS} stroke={LINES} strokeWidth={line * 1.5} />
      {g.arcs.map((a, i) => (
        <path key={`arc${i}`} d={a.path} {...stroke} />
      ))}
      <rect {...g.centreSquare} {...stroke} />
      {g.centreCircles.map((c) => (
        <circle key={c.radius} cx={0} cy={0} r={c.radius} {...stroke} />
      ))}
      <line
        x1={g.centreLine.from.x}
        y1={-g.centreLine.from.y}
        x2={g.centreLine.to.x}
        y2={-g.centreLine.to.y}
        {...stroke}
      />
      {g.goalSquares.map((s, i) => (
        <rect key={`sq${i}`} {...s} {...stroke} />
      ))}
      {g.behindPosts.map((p, i) => (
        <circle key={`b${i}`} cx={p.x} cy={-p.y} r={0.5} fill={LINES} />
      ))}
      {g.goalPosts.map((p, i) => (
        <circle key={`g${i}`} cx={p.x} cy={-p.y} r={0.8} fill={LINES} />
      ))}
    </g>
  );
}
