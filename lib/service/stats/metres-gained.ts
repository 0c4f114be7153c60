import type { MatchEvent } from "@/lib/service/engine/types";
import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";
import { attackSign } from "./zones";

// Metres gained, credited on each disposal to the disposer: the ball's movement toward the squad's
// attacking goal, measured along the ground (rotated x), from where the player won the ball to where his
// disposal took it. "Where he won it" is his first event of his current hold in the same chain (a
// mark, gather, receive...), so a carry (running, bouncing, going back behind the mark) counts with the
// disposal; with no such event the disposal's own spot is used. "Where it went" is the kick's
// kick.toX/toY; a handball (or a kick without details) goes to the next event of the same chain, usually
// the team-mate's receive; with no next event the ball is taken to have stayed at the disposal. Backward
// movement counts against. Only disposals earn credits, so a carry that ends in a tackle earns nothing.

interface Hold {
  personId: number;
  chainId: number | null;
  x: number;
}

function destination(e: MatchEvent, ix: MatchIndex): { x: number } {
  if (e.kick) return { x: e.kick.toX };
  if (e.chainId !== null) {
    const chain = ix.byChain.get(e.chainId)!;
    const next = chain[chain.indexOf(e) + 1];
    if (next) return next;
  }
  return e;
}

export function addMetresGained(book: CreditBook, ix: MatchIndex): void {
  const home = ix.me.homeSquadId;
  let hold: Hold | null = null;
  ix.events.forEach((e, pos) => {
    if (e.personId === null) return;
    const holding = hold !== null && hold.personId === e.personId && hold.chainId === e.chainId;
    if (e.code === "KICK" || e.code === "HANDBALL") {
      const squad = e.squadId ?? ix.personSquad.get(e.personId);
      if (squad !== undefined) {
        const fromX = holding ? hold!.x : e.x;
        const gained = attackSign(e.period, squad, home) * (destination(e, ix).x - fromX);
        book.add("METRES_GAINED", pos, squad, e.personId, gained);
      }
      hold = null;
    } else if (!holding && (e.possession !== null || e.code === "MARK" || e.code === "KICK_IN")) {
      hold = { personId: e.personId, chainId: e.chainId, x: e.x };
    }
  });
}
