import type { Chain, Transaction } from "@/lib/contract";
import { chainPathD } from "@/lib/charts/chain-path";
import { HALO, INK } from "@/lib/charts/palette";
import type { LegendItem } from "@/components/pitch/pitch-frame";
import type { useTooltip } from "@/components/charts/use-tooltip";
import { describeTransaction } from "./chain-path-words";

// The chain's marks on the ground: its path (a halo under the team's colour), then a mark a transaction
// in order (a square at the start, a filled circle at the end), each focusable with its tooltip. Sizes
// are scaled by the zoom so the marks stay the same size on screen.

type MarkProps = ReturnType<typeof useTooltip>["markProps"];

export function ChainPathMarks({
  trx,
  points,
  colour,
  scale,
  markProps,
}: {
  trx: readonly Transaction[];
  points: readonly { x: number; y: number }[];
  colour: string;
  scale: number;
  markProps: MarkProps;
}) {
  return (
    <g>
      <path
        data-testid="chain-path"
        data-points={points.length}
        d={chainPathD(points) ?? undefined}
        fill="none"
        stroke={HALO}
        strokeWidth={1.6 * scale}
        strokeLinejoin="round"
      />
      <path
        d={chainPathD(points) ?? undefined}
        fill="none"
        stroke={colour}
        strokeWidth={0.8 * scale}
        strokeLinejoin="round"
      />
      {trx.map((t, i) => {
        const p = points[i];
        const last = i === trx.length - 1;
        const lines = describeTransaction(t, i);
        const common = {
          "data-testid": "chain-point",
          tabIndex: 0,
          role: "img",
          "aria-label": lines.join(", "),
          className: "outline-none",
          ...markProps(lines),
        };
        return i === 0 ? (
          <rect
            key={t.id}
            {...common}
            x={p.x - 1.6 * scale}
            y={-p.y - 1.6 * scale}
            width={3.2 * scale}
            height={3.2 * scale}
            fill={colour}
            stroke={INK}
            strokeWidth={0.3 * scale}
          />
        ) : (
          <circle
            key={t.id}
            {...common}
            cx={p.x}
            cy={-p.y}
            r={(last ? 1.8 : 1.3) * scale}
            fill={last ? colour : HALO}
            stroke={last ? INK : colour}
            strokeWidth={0.5 * scale}
          />
        );
      })}
    </g>
  );
}

/** The legend: the start's square, a transaction's circle, the end's filled circle, as drawn. */
export function chainLegend(chain: Chain, colour: string): LegendItem[] {
  return [
    {
      key: "start",
      label: `Start: ${chain.start.stateName}`,
      symbol: (
        <rect x={-1.6} y={-1.6} width={3.2} height={3.2} fill={colour} stroke={INK} strokeWidth={0.3} />
      ),
    },
    {
      key: "step",
      label: "Transaction (in order)",
      symbol: <circle r={1.4} fill={HALO} stroke={colour} strokeWidth={0.6} />,
    },
    {
      key: "end",
      label: `End: ${chain.end.stateName}`,
      symbol: <circle r={1.8} fill={colour} stroke={INK} strokeWidth={0.5} />,
    },
  ];
}
