import type { SVGProps } from "react";
import { HALO } from "@/lib/charts/palette";
import type { ShotShape } from "@/lib/charts/shot-marks";

type Props = { shape: ShotShape; x: number; y: number; r: number; colour: string } & Omit<
  SVGProps<SVGGElement>,
  "x" | "y"
>;

/** One shot: the shape says the outcome, the colour the team, the size the expected score; a white halo under it. */
export function ShotMarker({ shape, x, y, r, colour, ...rest }: Props) {
  const w = Math.max(0.35, r * 0.32);
  const draw = (stroke: string, extra: number, fill: boolean) => {
    switch (shape) {
      case "disc":
        return <circle cx={x} cy={y} r={r} fill={fill ? colour : HALO} stroke={stroke} strokeWidth={extra} />;
      case "ring":
        return <circle cx={x} cy={y} r={r - w / 2} fill="none" stroke={stroke} strokeWidth={w + extra} />;
      case "triangle": {
        const pts = `${x},${y - r * 1.15} ${x + r},${y + r * 0.7} ${x - r},${y + r * 0.7}`;
        return (
          <polygon
            points={pts}
            fill={fill ? colour : HALO}
            stroke={stroke}
            strokeWidth={extra}
            strokeLinejoin="round"
          />
        );
      }
      case "cross": {
        const d = r * 0.8;
        return (
          <path
            d={`M${x - d} ${y - d}L${x + d} ${y + d}M${x - d} ${y + d}L${x + d} ${y - d}`}
            stroke={stroke}
            strokeWidth={w + extra}
            strokeLinecap="round"
          />
        );
      }
    }
  };
  return (
    <g {...rest}>
      {draw(HALO, 0.6, false)}
      {draw(colour, 0, true)}
    </g>
  );
}
