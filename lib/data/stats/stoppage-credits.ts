import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";
import { ruckContests } from "./ruck-contests";

// Stoppage metrics, located at the stoppage event. A stoppage involves both squads, so the counts of
// centre bounces, ball-ups, throw-ins and ruck contests are credited to each of them.

export function addStoppageCredits(book: CreditBook, ix: MatchIndex): void {
  for (const rc of ruckContests(ix)) {
    const s = rc.stoppage;
    for (const [squad, ruck] of rc.rucks) {
      book.add(s.code, rc.pos, squad, null);
      book.add("RUCK_CONTEST", rc.pos, squad, ruck);
    }
    if (s.code === "CENTRE_BOUNCE") {
      for (const p of new Set(s.attendance)) {
        const squad = ix.personSquad.get(p);
        if (squad !== undefined) book.add("CENTRE_BOUNCE_ATTENDANCE", rc.pos, squad, p);
      }
    }
    // A shark: the first possession after a hitout goes to the hitting ruck's opponents.
    const fp = rc.firstPossession;
    if (rc.hitout && fp && fp.personId !== null && fp.squadId !== null && fp.squadId !== rc.hitout.squadId) {
      book.addForEvent("HITOUT_SHARK", ix.posById.get(fp.id)!);
    }
  }
}
