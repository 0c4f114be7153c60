import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";
import { attackSign } from "./zones";

// Pressure, interchanges and kick-ins: credits that go to someone other than the event's own player.

/** Goal-square depth: a kick-in taken from further out than this has been played on. */
const GOAL_SQUARE_DEPTH = 9;

export function addPlayCredits(book: CreditBook, ix: MatchIndex): void {
  const home = ix.me.homeSquadId;
  const half = ix.me.venue.length / 2;
  ix.events.forEach((e, pos) => {
    // Pressure is credited to each pressuring player (pressure.personIds) and his squad, so a squad's
    // pressure acts and points are the sum of its players'. The zone is the pressuring squad's view.
    const pr = e.pressure;
    if (pr && pr.code !== "NONE") {
      const defHalf = attackSign(e.period, pr.squadId, home) * e.x < 0;
      const people: (number | null)[] = pr.personIds.length ? pr.personIds : [null];
      for (const p of people) {
        book.add("PRESSURE_ACT", pos, pr.squadId, p);
        book.add("PRESSURE_POINTS", pos, pr.squadId, p, pr.points);
        if (defHalf) book.add("PRESSURE_ACT_DEF_HALF", pos, pr.squadId, p);
      }
    }
    // An interchange counts for the player coming off (glossary: "each time a player comes off").
    const ic = e.details.interchange;
    if (e.code === "INTERCHANGE" && ic) {
      const squad = e.squadId ?? ix.personSquad.get(ic.offPersonId);
      if (squad !== undefined) book.add("INTERCHANGE", pos, squad, ic.offPersonId);
    }
    // Play on from a kick-in: the kicker's next act in the chain is not a kick from inside the goal
    // square (it is a kick from further out, a bounce or a handball).
    if (e.code === "KICK_IN" && e.personId !== null && e.chainId !== null) {
      const chain = ix.byChain.get(e.chainId)!;
      const next = chain.slice(chain.indexOf(e) + 1).find((n) => n.personId === e.personId);
      const squad = e.squadId ?? ix.personSquad.get(e.personId);
      if (next && squad !== undefined) {
        const depth = attackSign(next.period, squad, home) * next.x + half;
        if (next.code !== "KICK" || depth > GOAL_SQUARE_DEPTH)
          book.add("KICK_IN_PLAY_ON", pos, squad, e.personId);
      }
    }
  });
}
