// A possession chain's path. E8 transactions carry no chain id, so a chain's transactions are those
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

/** An SVG polyline's points in SVG space (y flipped), to one decimal. */
export function polylinePoints(points: readonly { x: number; y: number }[]): string {
  const r = (n: number) => Math.round(n * 10) / 10;
  return points.map((p) => `${r(p.x)},${r(-p.y)}`).join(" ");
}
