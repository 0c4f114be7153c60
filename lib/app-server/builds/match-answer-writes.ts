import "server-only";
import type { AnswerKey, QueryDb } from "./query-db";

// The writes of the kept answers (match-answers.ts); only for completed matches, which never change.

/** A kept match: its id and the start it had when its answer was fetched. */
export interface KeptMatch {
  matchId: number;
  matchStart: string;
}

// Named parts from two text arrays (names, bodies), given as parameters `$names` and `$names + 1`
// after the operation ($1), match ($2), query ($3) and start ($4). A part kept again is replaced.
const insertParts = (
  names: number,
) => `insert into match_answer_parts (operation, match_id, query, part, match_start, body)
         select $1, $2, $3, t.part, $4, t.body from unnest($${names}::text[], $${names + 1}::text[]) as t(part, body)
         on conflict (operation, query, part, match_id)
         do update set match_start = excluded.match_start, body = excluded.body`;

/** The part names, and their bodies in the same order: the two arrays insertParts unnests. */
const namesAndBodies = (parts: Readonly<Record<string, string>>): [string[], string[]] => {
  const names = Object.keys(parts);
  return [names, names.map((n) => parts[n])];
};

/**
 * Keeps named parts of an answer (JSON text each) beside it, in `match_answer_parts`: a season's worth
 * of one part is then read from small rows, where reading it out of the whole answers would unpack
 * every stored answer (~200 KB each) again.
 */
export async function keepAnswerParts(
  db: QueryDb,
  { operation, query }: AnswerKey,
  { matchId, matchStart }: KeptMatch,
  parts: Readonly<Record<string, string>>,
): Promise<void> {
  const [names, bodies] = namesAndBodies(parts);
  if (names.length === 0) return;
  await db.query(insertParts(5), [operation, matchId, query, matchStart, names, bodies]);
}

/**
 * Keeps an answer (JSON text), and the named parts of it given, in one statement: a process killed at
 * any moment leaves both or neither, never an answer without its parts. A second put replaces the
 * first and counts as fetched now (countKeptSince).
 */
export async function keepAnswer(
  db: QueryDb,
  { operation, query }: AnswerKey,
  { matchId, matchStart }: KeptMatch,
  body: string,
  parts: Readonly<Record<string, string>>,
): Promise<void> {
  const [names, bodies] = namesAndBodies(parts);
  await db.query(
    `with answer as (
           insert into match_answers (operation, match_id, query, match_start, body) values ($1, $2, $3, $4, $5::jsonb)
           on conflict (operation, match_id, query)
           do update set match_start = excluded.match_start, body = excluded.body, fetched_at = now()
         )
         ${insertParts(6)}`,
    [operation, matchId, query, matchStart, body, names, bodies],
  );
}

/**
 * Keeps answers without parts, many in one statement (an insert a row cost ~1 ms of PGlite each: most
 * of the records' ~17,000 small answers' time). Each counts as fetched now, as `keepAnswer`'s does.
 */
export async function keepAnswers(
  db: QueryDb,
  { operation, query }: AnswerKey,
  rows: readonly (KeptMatch & { body: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `insert into match_answers (operation, match_id, query, match_start, body)
       select $1, t.match_id, $2, t.match_start, t.body::jsonb
         from unnest($3::int[], $4::text[], $5::text[]) as t(match_id, match_start, body)
       on conflict (operation, match_id, query)
       do update set match_start = excluded.match_start, body = excluded.body, fetched_at = now()`,
    [operation, query, rows.map((r) => r.matchId), rows.map((r) => r.matchStart), rows.map((r) => r.body)],
  );
}

/** The row an answer kept as its parts alone stands on in match_answers: which parts it has. */
export const partsMarker = (parts: Readonly<Record<string, string>>) =>
  JSON.stringify({ keptAs: "parts", parts: Object.keys(parts) });

/**
 * Keeps an answer as its named parts alone (they hold all of it: splitParts), beside a small row in
 * match_answers that says it is kept (what `present` and countKeptSince read), in one statement as
 * keepAnswer does. The whole beside its parts cost twice the bytes and most of the statement's time:
 * PGlite runs on the app's event loop, and parsing ~200 KB of JSON into jsonb and compressing it
 * held the loop 50-110 ms a match of a season build; the parts alone take ~20 ms.
 */
export function keepAnswerAsParts(
  db: QueryDb,
  key: AnswerKey,
  match: KeptMatch,
  parts: Readonly<Record<string, string>>,
): Promise<void> {
  return keepAnswer(db, key, match, partsMarker(parts), parts);
}
