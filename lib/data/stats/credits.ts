import type { MatchEvents } from "@/lib/data/engine/types";
import { addChainCredits } from "./chain-credits";
import { CreditBook, type Credit, type CreditCode } from "./credit";
import { addEntryCredits } from "./entry-credits";
import { EVENT_RULES } from "./event-rules";
import { indexMatch, type MatchIndex } from "./match-index";
import { addMetresGained } from "./metres-gained";
import { addPlayCredits } from "./play-credits";
import { addStoppageCredits } from "./stoppage-credits";

// Every credit of every event-derived metric, built in one pass over the match and cached with it, so
// a request only filters and sums lists that already exist.

export interface MatchCredits {
  ix: MatchIndex;
  of(code: CreditCode): readonly Credit[];
}

const cache = new WeakMap<MatchEvents, MatchCredits>();
const NONE: readonly Credit[] = [];

export function matchCredits(me: MatchEvents): MatchCredits {
  let found = cache.get(me);
  if (!found) cache.set(me, (found = build(me)));
  return found;
}

function build(me: MatchEvents): MatchCredits {
  const ix = indexMatch(me);
  const book = new CreditBook(ix);
  const rules = Object.entries(EVENT_RULES) as [CreditCode, NonNullable<(typeof EVENT_RULES)[CreditCode]>][];
  ix.events.forEach((e, pos) => {
    for (const [code, rule] of rules) {
      const value = rule(e);
      if (value !== null) book.addForEvent(code, pos, value);
    }
  });
  addChainCredits(book, ix);
  addEntryCredits(book, ix);
  addMetresGained(book, ix);
  addPlayCredits(book, ix);
  addStoppageCredits(book, ix);
  // Derived passes run after the event pass; keep each list in event order for E20.
  for (const list of book.byCode.values()) list.sort((a, b) => a.trxId - b.trxId);
  return { ix, of: (code) => book.byCode.get(code) ?? NONE };
}
