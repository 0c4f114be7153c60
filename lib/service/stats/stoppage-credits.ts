import type { MatchEvent, Stoppage } from "@/lib/service/engine/types";
import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";

// Every stoppage (centre bounce, ball-up, throw-in) is one ruck contest for each squad. The event model
// names only the ruck who won the hitout, so the other squad's ruck is INFERRED: the attending player
// of that squad with the most hitouts in the match; failing that, that squad's player with the most
// hitouts who was on the ground at that moment (stints); ties go to the lower personId. A squad with
// no player who won a hitout all match has no identifiable ruck: the squad still counts the contest.

export interface RuckContest {
  stoppage: Stoppage;
  pos: number; // position of the stoppage event
  rucks: Map<number, number | null>; // squadId -> ruck personId (null: unknown)
  hitout: MatchEvent | null;
  firstPossession: MatchEvent | null;
}

const cache = new WeakMap<MatchIndex, RuckContest[]>();

export function ruckContests(ix: MatchIndex): RuckContest[] {
  let found = cache.get(ix);
  if (!found) cache.set(ix, (found = infer(ix)));
  return found;
}

function infer(ix: MatchIndex): RuckContest[] {
  const { me } = ix;
  const hitouts = new Map<number, number>();
  for (const e of ix.events) {
    if (e.code === "HITOUT" && e.personId !== null)
      hitouts.set(e.personId, (hitouts.get(e.personId) ?? 0) + 1);
  }
  const best = (people: Iterable<number>): number | null => {
    let pick: number | null = null;
    for (const p of people) {
      const n = hitouts.get(p) ?? 0;
      if (n === 0) continue;
      const m = pick === null ? 0 : hitouts.get(pick)!;
      if (pick === null || n > m || (n === m && p < pick)) pick = p;
    }
    return pick;
  };
  const onGround = (squad: number, period: number, secs: number) =>
    me.stints
      .filter((s) => s.squadId === squad && s.period === period && s.fromSecs <= secs && secs <= s.toSecs)
      .map((s) => s.personId);
  const eventAt = (trxId: number | null) => {
    const pos = trxId === null ? undefined : ix.posById.get(trxId);
    return pos === undefined ? null : ix.events[pos];
  };

  const out: RuckContest[] = [];
  for (const s of me.stoppages) {
    const pos = ix.posById.get(s.trxId);
    if (pos === undefined) continue;
    const hitout = eventAt(s.hitoutTrxId);
    const rucks = new Map<number, number | null>();
    for (const squad of [me.homeSquadId, me.awaySquadId]) {
      if (hitout && hitout.squadId === squad && hitout.personId !== null) {
        rucks.set(squad, hitout.personId);
        continue;
      }
      const attending = s.attendance.filter((p) => ix.personSquad.get(p) === squad);
      rucks.set(squad, best(attending) ?? best(onGround(squad, s.period, s.periodSecs)));
    }
    out.push({ stoppage: s, pos, rucks, hitout, firstPossession: eventAt(s.firstPossessionTrxId) });
  }
  return out;
}

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
