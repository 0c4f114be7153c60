import type { Chain, MatchEvent, Stoppage } from "./types";
import type { PlayerState } from "./cards";
import type { Side, ZoneIx } from "./geometry";

// Records the play keeps while it runs (chains and stoppages pointing at event objects, turned into
// ids by finalize.ts), and small helpers of player choice.

export type ChainRec = Omit<
  Chain,
  | "startTrxId"
  | "endTrxId"
  | "scoreTrxId"
  | "turnoverTrxId"
  | "inside50TrxId"
  | "rebound50TrxId"
  | "clearanceTrxId"
  | "prevChainId"
  | "nextChainId"
> & {
  side: Side;
  first: MatchEvent | null;
  last: MatchEvent | null;
  score: MatchEvent | null;
  turnover: MatchEvent | null;
  i50: MatchEvent | null;
  r50: MatchEvent | null;
  clearance: MatchEvent | null;
};

export type StoppageRec = Omit<
  Stoppage,
  "trxId" | "hitoutTrxId" | "firstPossessionTrxId" | "clearanceTrxId" | "exitTrxId"
> & {
  ev: MatchEvent;
  hitout: MatchEvent | null;
  first: MatchEvent | null;
  clearance: MatchEvent | null;
  exit: MatchEvent | null;
};

// Where a player of each position tends to be, by zone of his squad's frame (D50, DM, MID, AM, F50).
// prettier-ignore
const AFFINITY: Record<number, number[]> = {
  1: [3, 1.6, 0.6, 0.3, 0.15], 2: [2.5, 2, 1, 0.5, 0.3], 3: [0.8, 1.5, 2, 1.5, 0.8], 4: [0.4, 1, 1.6, 2, 1.6],
  5: [0.15, 0.3, 0.6, 1.6, 3], 6: [0.3, 0.5, 0.9, 1.8, 2.6], 7: [0.8, 1, 1.5, 1, 0.8],
};
export const affinity = (p: PlayerState, z: ZoneIx) => AFFINITY[p.positionId]?.[z] ?? 1;

/** A counted set: nested acts may protect the same player; he is free once all have let go. */
export class Guard {
  private n = new Map<PlayerState, number>();
  add(p: PlayerState): void {
    this.n.set(p, (this.n.get(p) ?? 0) + 1);
  }
  delete(p: PlayerState): void {
    const k = (this.n.get(p) ?? 0) - 1;
    if (k > 0) this.n.set(p, k);
    else this.n.delete(p);
  }
  has(p: PlayerState): boolean {
    return this.n.has(p);
  }
}

export const isTouch = (e: MatchEvent) => e.possession !== null || e.code === "KICK" || e.code === "HANDBALL";
