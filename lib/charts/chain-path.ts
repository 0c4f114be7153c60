import { line } from "d3-shape";

// A possession chain's path. transactions carry no chain id, so a chain's transactions are those
// whose ids run from its start to its end transaction and that belong to the chain's squad (the
// opposition's spoils and tackles inside that span are not part of its path).

// Transactions that mark no place on the ground for the ball.
const NOT_ON_THE_BALL = new Set(["INTERCHANGE", "END_OF_QUARTER"]);

export interface ChainBounds {
  squad: { id: number };
  start: { matchTrxId: number };
  end: { matchTrxId: number };
}
export interface PathTransaction {
  id: number;
  code: string;
  squad: { id: number } | null;
}

export function chainTransactions<T extends PathTransaction>(
  chain: ChainBounds,
  transactions: readonly T[],
): T[] {
  const from = chain.start.matchTrxId;
  const to = chain.end.matchTrxId;
  return transactions.filter(
    (t) => t.id >= from && t.id <= to && t.squad?.id === chain.squad.id && !NOT_ON_THE_BALL.has(t.code),
  );
}

/** The path through a chain's points as SVG path data (d3-shape's line), in SVG space (y flipped), to one decimal. */
export const chainPathD: (points: readonly { x: number; y: number }[]) => string | null = (() => {
  const l = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => -p.y)
    .digits(1);
  return (points) => l(points as { x: number; y: number }[]);
})();
