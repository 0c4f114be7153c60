import { F, type Chain, type MatchEvent } from "@/lib/service/engine/types";
import type { CreditBook } from "./credit";
import type { MatchIndex } from "./match-index";
import { attackSign } from "./zones";

// Metrics of possession chains. A chain is located at its first event (where and when it began), except
// its points, which are located at the scoring event so that they always sit inside POINTS.

const SCORE_ENDS = new Set<Chain["endState"]>(["GOAL", "BEHIND", "RUSHED_BEHIND"]);
const STOPPAGE_STARTS = new Set<Chain["startState"]>(["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"]);

const scorePoints = (e: MatchEvent) =>
  e.code === "GOAL" ? 6 : e.code === "BEHIND" || e.code === "RUSHED_BEHIND" ? 1 : 0;

/** A player takes part in a chain by possessing, disposing of or knocking on the ball for his squad. */
function involved(e: MatchEvent, squadId: number): boolean {
  if (e.personId === null || e.squadId !== squadId) return false;
  return (
    e.possession !== null || e.code === "KICK" || e.code === "HANDBALL" || e.details.oneCode === "KNOCK_ON"
  );
}

export function addChainCredits(book: CreditBook, ix: MatchIndex): void {
  const home = ix.me.homeSquadId;
  for (const c of ix.me.chains) {
    const start = book.pos(c.startTrxId);
    if (start === undefined) continue;
    const squad = c.squadId;
    const scored = SCORE_ENDS.has(c.endState);
    book.add("CHAIN", start, squad, null);
    if (scored) book.add("CHAIN_SCORE", start, squad, null);
    if (c.endState === "TURNOVER") book.add("CHAIN_END_TURNOVER", start, squad, null);
    if (STOPPAGE_STARTS.has(c.startState)) book.add("CHAIN_FROM_STOPPAGE", start, squad, null);
    if (c.startState === "POSSESSION_GAIN") book.add("CHAIN_FROM_TURNOVER", start, squad, null);

    const scorePos = book.pos(c.scoreTrxId);
    const scoreEvent = scorePos === undefined ? undefined : ix.events[scorePos];
    if (scorePos !== undefined && scoreEvent && scoreEvent.squadId === squad && scorePoints(scoreEvent) > 0) {
      const pts = scorePoints(scoreEvent);
      if (c.startState === "POSSESSION_GAIN") book.add("SCORE_FROM_TURNOVER", scorePos, squad, null, pts);
      if (STOPPAGE_STARTS.has(c.startState)) book.add("SCORE_FROM_STOPPAGE", scorePos, squad, null, pts);
    }

    const events = ix.byChain.get(c.id) ?? [];
    if (scored && c.launchPersonId !== null) {
      const first = events.find((e) => e.personId === c.launchPersonId);
      book.add("SCORE_LAUNCH", first ? ix.posById.get(first.id)! : start, squad, c.launchPersonId);
    }

    // Chain metres: how far the chain moved the ball toward its squad's goal. The squad counts each
    // chain once; each player involved is credited the whole chain (so players do not sum to the squad).
    const metres = attackSign(c.period, squad, home) * (c.endX - c.startX);
    book.add("CHAIN_METRES", start, squad, null, metres);
    const players = new Set<number>();
    for (const e of events) if (involved(e, squad)) players.add(e.personId!);
    for (const p of players) book.add("CHAIN_METRES", start, squad, p, metres, false);
  }

  // One score involvement per player per scoring chain, however many times he touched the ball in it.
  const seen = new Set<string>();
  ix.events.forEach((e, pos) => {
    if ((e.flags & F.SCORE_INVOLVEMENT) === 0 || e.personId === null) return;
    const key = e.chainId === null ? `e${e.id}` : `${e.personId}:${e.chainId}`;
    if (seen.has(key)) return;
    seen.add(key);
    book.addForEvent("SCORE_INVOLVEMENT", pos);
  });
}

// Outcomes of inside-50 entries (events flagged F.INSIDE_50), credited to the player who made the entry.
// INSIDE_50_MARK: the very next event is a team-mate's MARK flagged MARK_INSIDE_50.
// INSIDE_50_SCORE: the entry's chain ends in a goal, behind or rushed behind.
// ENTRY_RETAINED (squad): after the entry the squad wins the next possession in the chain, or the
//   chain ends in a score or a stoppage (ball-up call, out of bounds) rather than a turnover or the
//   end of the quarter.

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
