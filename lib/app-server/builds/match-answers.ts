import "server-only";

/** What the store needs of the app's database (lib/app-server/app-db.ts: PGlite or PostgreSQL). */
export interface QueryDb {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Completed matches' answers, kept for good in the app's database (table `match_answers`, created in
 * lib/app-server/app-db.ts): a completed match never changes, so each answer costs one upstream call,
 * ever, for every instance sharing the database and across restarts. Keyed by operation, match and
 * the normalised query (or payload) the answer is for; `match_start` is the start the match had when
 * it was fetched, and a row whose match now starts at another time is not the same match (the
 * synthetic league is regenerated around the clock) and counts as missing. Callers store completed
 * matches only (season-builds.ts checks the fixture's status before it fetches).
 */
export function createMatchAnswers(db: QueryDb) {
  return {
    /**
     * Parts of the stored answers of these matches (matches as id → start), each part named by its
     * path in the answer (`["total", "KICK"]`) and read by the database, so that a season's worth of
     * one metric is read without moving every answer whole. Parts come as JSON text (null if absent).
     */
    async parts<K extends string>(
      operation: string,
      query: string,
      matches: ReadonlyMap<number, string>,
      paths: Record<K, string[]>,
    ): Promise<Map<number, Record<K, string | null>>> {
      if (matches.size === 0) return new Map();
      const keys = Object.keys(paths) as K[];
      const cols = keys.map((_, i) => `(body #> $${i + 4}::text[])::text as p${i}`).join(", ");
      const rows = await db.query<Record<string, unknown>>(
        `select match_id, match_start${cols ? `, ${cols}` : ""} from match_answers
          where operation = $1 and query = $2 and match_id = any($3::int[])`,
        [operation, query, [...matches.keys()], ...keys.map((k) => paths[k])],
      );
      const out = new Map<number, Record<K, string | null>>();
      for (const r of rows) {
        if (matches.get(r.match_id as number) !== r.match_start) continue;
        out.set(
          r.match_id as number,
          Object.fromEntries(keys.map((k, i) => [k, (r[`p${i}`] as string | null) ?? null])) as Record<
            K,
            string | null
          >,
        );
      }
      return out;
    },
    /** Which of these matches have an answer stored (same rule as many, without the bodies). */
    async present(
      operation: string,
      query: string,
      matches: ReadonlyMap<number, string>,
    ): Promise<Set<number>> {
      if (matches.size === 0) return new Set();
      const rows = await db.query<{ match_id: number; match_start: string }>(
        `select match_id, match_start from match_answers
          where operation = $1 and query = $2 and match_id = any($3::int[])`,
        [operation, query, [...matches.keys()]],
      );
      return new Set(rows.filter((r) => matches.get(r.match_id) === r.match_start).map((r) => r.match_id));
    },
    /**
     * Keeps named parts of an answer (JSON text each) beside it, in `match_answer_parts`: a season's
     * worth of one part is then read from small rows, where reading it out of the whole answers would
     * unpack every stored answer (~200 KB each) again.
     */
    async putParts(
      operation: string,
      query: string,
      matchId: number,
      matchStart: string,
      parts: Readonly<Record<string, string>>,
    ): Promise<void> {
      const names = Object.keys(parts);
      if (names.length === 0) return;
      await db.query(
        `insert into match_answer_parts (operation, match_id, query, part, match_start, body)
         select $1, $2, $3, t.part, $4, t.body from unnest($5::text[], $6::text[]) as t(part, body)
         on conflict (operation, query, part, match_id)
         do update set match_start = excluded.match_start, body = excluded.body`,
        [operation, matchId, query, matchStart, names, names.map((n) => parts[n])],
      );
    },
    /** One named part of these matches' kept answers (same rule for a moved match as `parts`). */
    async part(
      operation: string,
      query: string,
      matches: ReadonlyMap<number, string>,
      name: string,
    ): Promise<Map<number, string>> {
      if (matches.size === 0) return new Map();
      const rows = await db.query<{ match_id: number; match_start: string; body: string }>(
        `select match_id, match_start, body from match_answer_parts
          where operation = $1 and query = $2 and part = $3 and match_id = any($4::int[])`,
        [operation, query, name, [...matches.keys()]],
      );
      return new Map(
        rows.filter((r) => matches.get(r.match_id) === r.match_start).map((r) => [r.match_id, r.body]),
      );
    },
    /** How many answers of this operation and query were kept (fetched) since this instant (ISO). */
    async countSince(operation: string, query: string, iso: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from match_answers
          where operation = $1 and query = $2 and fetched_at >= $3::timestamptz`,
        [operation, query, iso],
      );
      return row?.n ?? 0;
    },
    /**
     * Keeps an answer (JSON text), and the named parts of it given (see putParts), in one statement:
     * a process killed at any moment leaves both or neither, never an answer without its parts. Only
     * for completed matches.
     */
    async put(
      operation: string,
      query: string,
      matchId: number,
      matchStart: string,
      body: string,
      parts: Readonly<Record<string, string>> = {},
    ): Promise<void> {
      const names = Object.keys(parts);
      await db.query(
        `with answer as (
           insert into match_answers (operation, match_id, query, match_start, body) values ($1, $2, $3, $4, $5::jsonb)
           on conflict (operation, match_id, query)
           do update set match_start = excluded.match_start, body = excluded.body, fetched_at = now()
         )
         insert into match_answer_parts (operation, match_id, query, part, match_start, body)
         select $1, $2, $3, t.part, $4, t.body from unnest($6::text[], $7::text[]) as t(part, body)
         on conflict (operation, query, part, match_id)
         do update set match_start = excluded.match_start, body = excluded.body`,
        [operation, matchId, query, matchStart, body, names, names.map((n) => parts[n])],
      );
    },
  };
}

export type MatchAnswers = ReturnType<typeof createMatchAnswers>;
