import "server-only";
import type { QueryDb } from "./builds/match-answers";

// Tips kept once made (table `match_tips`, lib/app-server/app-db.ts): the fixture keeps a round's tips
// the first time it works them out before the matches start, and shows the kept tip from then on, so
// what the page says the model tipped is what it tipped before the bounce, not a tip worked out again
// after the ratings moved. The first tip stands (`on conflict do nothing`): later visits, later
// ratings and other instances sharing the database cannot rewrite it. Keyed by match with the start
// the match had, like the kept answers: a match that moves (the synthetic league is regenerated
// around the clock) is not the match the tip was for, and its old tip is replaced.

export interface KeptTip {
  matchId: number;
  /** The match's start when tipped (UTC ISO). */
  matchStart: string;
  /** Expected home margin and the home side's chance. */
  expected: number;
  probability: number;
  /** When the tip was made (UTC ISO). */
  madeAt: string;
}

export function createKeptTips(db: QueryDb) {
  return {
    /**
     * Keeps these tips where none is kept for the match at that start; tips for matches already under
     * way are refused (a tip is kept only before the bounce). Returns how many were new.
     */
    async keep(tips: readonly KeptTip[]): Promise<number> {
      const before = tips.filter((t) => Date.parse(t.madeAt) < Date.parse(t.matchStart));
      if (before.length === 0) return 0;
      // A row for the same id at another start is a moved match's: replaced; one at this start stands.
      const rows = await db.query<{ match_id: number }>(
        `insert into match_tips (match_id, match_start, expected, probability, made_at)
           select * from unnest($1::int[], $2::text[], $3::float8[], $4::float8[], $5::timestamptz[])
         on conflict (match_id) do update set match_start = excluded.match_start,
           expected = excluded.expected, probability = excluded.probability, made_at = excluded.made_at
           where match_tips.match_start <> excluded.match_start
         returning match_id`,
        [
          before.map((t) => t.matchId),
          before.map((t) => t.matchStart),
          before.map((t) => t.expected),
          before.map((t) => t.probability),
          before.map((t) => t.madeAt),
        ],
      );
      return rows.length;
    },
    /** The kept tips of these matches (id → start); a tip kept for another start is not returned. */
    async read(matches: ReadonlyMap<number, string>): Promise<Map<number, KeptTip>> {
      if (matches.size === 0) return new Map();
      const rows = await db.query<{
        match_id: number;
        match_start: string;
        expected: number;
        probability: number;
        made_at: Date | string;
      }>(
        `select match_id, match_start, expected, probability, made_at from match_tips
          where match_id = any($1::int[])`,
        [[...matches.keys()]],
      );
      const out = new Map<number, KeptTip>();
      for (const r of rows)
        if (matches.get(r.match_id) === r.match_start)
          out.set(r.match_id, {
            matchId: r.match_id,
            matchStart: r.match_start,
            expected: Number(r.expected),
            probability: Number(r.probability),
            madeAt: new Date(r.made_at).toISOString(),
          });
      return out;
    },
  };
}

export type KeptTips = ReturnType<typeof createKeptTips>;
