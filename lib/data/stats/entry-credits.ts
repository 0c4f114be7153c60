import { F, type Chain } from "@/lib/data/engine/types";
import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";

// Outcomes of inside-50 entries (events flagged F.INSIDE_50), credited to the player who made the entry.
// INSIDE_50_MARK: the very next event is a team-mate's MARK flagged MARK_INSIDE_50.
// INSIDE_50_SCORE: the entry's chain ends in a goal, behind or rushed behind.
// ENTRY_RETAINED (squad): after the entry the squad wins the next possession in the chain, or the
//   chain ends in a score or a stoppage (ball-up call, out of bounds) rather than a turnover or the
//   end of the quarter.

const SCORE_ENDS = new Set<Chain["endState"]>(["GOAL", "BEHIND", "RUSHED_BEHIND"]);
const HELD_ENDS = new Set<Chain["endState"]>([
  "GOAL",
  "BEHIND",
  "RUSHED_BEHIND",
  "BALL_UP_CALL",
  "OUT_OF_BOUNDS",
]);

export function addEntryCredits(book: CreditBook, ix: MatchIndex): void {
  const chains = new Map(ix.me.chains.map((c) => [c.id, c]));
  ix.events.forEach((e, pos) => {
    if ((e.flags & F.INSIDE_50) === 0 || e.squadId === null) return;
    const next = ix.events[pos + 1];
    if (next && next.code === "MARK" && next.squadId === e.squadId && (next.flags & F.MARK_INSIDE_50) !== 0) {
      book.addForEvent("INSIDE_50_MARK", pos);
    }
    const chain = e.chainId === null ? undefined : chains.get(e.chainId);
    if (!chain) return;
    if (SCORE_ENDS.has(chain.endState)) book.addForEvent("INSIDE_50_SCORE", pos);
    const rest = ix.byChain.get(chain.id)!.filter((n) => n.id > e.id && n.possession !== null);
    const nextPossession = rest[0];
    const retained = nextPossession ? nextPossession.squadId === e.squadId : HELD_ENDS.has(chain.endState);
    if (retained) book.add("ENTRY_RETAINED", pos, e.squadId, null);
  });
}
