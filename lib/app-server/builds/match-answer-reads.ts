import "server-only";
import type { AnswerKey, QueryDb } from "./query-db";

// The reads of the kept answers (match-answers.ts). Each takes the matches asked as id → start: a row
// kept for a match that now starts at another time is not the same match (the synthetic league is
// regenerated around the clock), so it counts as missing.

/** The rows kept for the match they were asked for, at the start it has now. */
export function atSameStart<R extends { match_id: number; match_start: string }>(
  matches: ReadonlyMap<number, string>,
  rows: readonly R[],
): R[] {
  return rows.filter((r) => matches.get(r.match_id) === r.match_start);
}

/**
 * Parts of the stored answers of these matches, each part named by its path in the answer
 * (`["total", "KICK"]`) and read by the database, so that a season's worth of one metric is read
 * without moving every answer whole. Parts come as JSON text (null if absent).
 */
export async function readAnswerParts<K extends string>(
  db: QueryDb,
  { operation, query }: AnswerKey,
  matches: ReadonlyMap<number, string>,
  paths: Record<K, string[]>,
): Promise<Map<number, Record<K, string | null>>> {
  // No match asked, no query: `any('{}')` would match nothing anyway.
  if (matches.size === 0) return new Map();
  const keys = Object.keys(paths) as K[];
  // One column a part, p0, p1…, its path a parameter after the three of the key.
  const cols = keys.map((_, i) => `(body #> $${i + 4}::text[])::text as p${i}`).join(", ");
  const rows = await db.query<{ match_id: number; match_start: string } & Record<string, unknown>>(
    `select match_id, match_start${cols ? `, ${cols}` : ""} from match_answers
          where operation = $1 and query = $2 and match_id = any($3::int[])`,
    [operation, query, [...matches.keys()], ...keys.map((k) => paths[k])],
  );
  const out = new Map<number, Record<K, string | null>>();
  for (const r of atSameStart(matches, rows)) {
    const named = keys.map((k, i) => [k, (r[`p${i}`] as string | null) ?? null]);
    out.set(r.match_id, Object.fromEntries(named) as Record<K, string | null>);
  }
  return out;
}

/** Which of these matches have an answer stored (the rule of readAnswerParts, without the bodies). */
export async function answersPresent(
  db: QueryDb,
  { operation, query }: AnswerKey,
  matches: ReadonlyMap<number, string>,
): Promise<Set<number>> {
  if (matches.size === 0) return new Set();
  const rows = await db.query<{ match_id: number; match_start: string }>(
    `select match_id, match_start from match_answers
          where operation = $1 and query = $2 and match_id = any($3::int[])`,
    [operation, query, [...matches.keys()]],
  );
  return new Set(atSameStart(matches, rows).map((r) => r.match_id));
}

/** One named part (kept beside the answer: see keepAnswerParts) of these matches' answers. */
export async function readNamedPart(
  db: QueryDb,
  { operation, query }: AnswerKey,
  matches: ReadonlyMap<number, string>,
  name: string,
): Promise<Map<number, string>> {
  if (matches.size === 0) return new Map();
  const rows = await db.query<{ match_id: number; match_start: string; body: string }>(
    `select match_id, match_start, body from match_answer_parts
          where operation = $1 and query = $2 and part = $3 and match_id = any($4::int[])`,
    [operation, query, name, [...matches.keys()]],
  );
  return new Map(atSameStart(matches, rows).map((r) => [r.match_id, r.body]));
}

/** How many answers of this operation and query were kept (fetched) since this instant (ISO). */
export async function countKeptSince(
  db: QueryDb,
  { operation, query }: AnswerKey,
  iso: string,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from match_answers
          where operation = $1 and query = $2 and fetched_at >= $3::timestamptz`,
    [operation, query, iso],
  );
  return row?.n ?? 0;
}
