import type { MatchEvents, TrxCode } from "@/lib/service/engine/types";
import { addChainCredits, addEntryCredits } from "./chain-credits";
import { CreditBook, type Credit, type CreditCode } from "./credit";
import { EVENT_RULES, type EventRule } from "./event-rules";
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
  // The hot loop of the build: each event is located once and tried against the rules of its code.
  const table = new Map<TrxCode, { list: Credit[]; value: EventRule["value"] }[]>();
  const rulesOf = (code: TrxCode) => {
    let rules = table.get(code);
    if (!rules) {
      rules = (Object.entries(EVENT_RULES) as [CreditCode, EventRule][])
        .filter(([, r]) => r.codes === "any" || r.codes.includes(code))
        .map(([c, r]) => ({ list: book.list(c), value: r.value }));
      table.set(code, rules);
    }
    return rules;
  };
  ix.events.forEach((e, pos) => {
    const squadId = book.squadOf(pos);
    if (squadId === undefined) return;
    const zone = ix.zoneAt(pos, squadId);
    for (const { list, value: rule } of rulesOf(e.code)) {
      const value = rule(e);
      if (value === null) continue;
      const { id: trxId, period, periodSecs, personId } = e;
      list.push({ pos, trxId, period, periodSecs, squadId, personId, toSquad: true, value, zone });
    }
  });
  addChainCredits(book, ix);
  addEntryCredits(book, ix);
  addMetresGained(book, ix);
  addPlayCredits(book, ix);
  addStoppageCredits(book, ix);
  // Derived passes run after the event pass; keep each list in event order for the time-coded statistics.
  for (const list of book.byCode.values()) {
    if (list.some((c, i) => i > 0 && list[i - 1].trxId > c.trxId)) list.sort((a, b) => a.trxId - b.trxId);
  }
  return { ix, of: (code) => book.byCode.get(code) ?? NONE };
}
