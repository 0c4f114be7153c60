import "server-only";
import { answersPresent, countKeptSince, readAnswerParts, readNamedPart } from "./match-answer-reads";
import { keepAnswer, keepAnswerAsParts, keepAnswerParts, keepAnswers } from "./match-answer-writes";
import type { QueryDb } from "./query-db";

export type { QueryDb } from "./query-db";

/**
 * Completed matches' answers, kept for good in the app's database (table `match_answers`, created in
 * lib/app-server/app-db.ts): a completed match never changes, so each answer costs one upstream call,
 * ever, for every instance sharing the database and across restarts. Keyed by operation, match and
 * the normalised query (or payload) the answer is for; `match_start` is the start the match had when
 * it was fetched, and a row whose match now starts at another time is not the same match (the
 * synthetic league is regenerated around the clock) and counts as missing. Callers store completed
 * matches only (season-builds.ts checks the fixture's status before it fetches).
 *
 * The reads are in match-answer-reads.ts, the writes in match-answer-writes.ts; this object binds
 * them to one database, with the positional arguments its callers use.
 */
export function createMatchAnswers(db: QueryDb) {
  return {
    /** Parts of the stored answers of these matches (matches as id → start), by path: JSON text or null. */
    parts: <K extends string>(
      operation: string,
      query: string,
      matches: ReadonlyMap<number, string>,
      paths: Record<K, string[]>,
    ) => readAnswerParts(db, { operation, query }, matches, paths),
    /** Which of these matches have an answer stored (same rule as parts, without the bodies). */
    present: (operation: string, query: string, matches: ReadonlyMap<number, string>) =>
      answersPresent(db, { operation, query }, matches),
    /** Keeps named parts of an answer (JSON text each) beside it, in `match_answer_parts`. */
    putParts: (
      operation: string,
      query: string,
      matchId: number,
      matchStart: string,
      parts: Readonly<Record<string, string>>,
    ) => keepAnswerParts(db, { operation, query }, { matchId, matchStart }, parts),
    /** One named part of these matches' kept answers (same rule for a moved match as `parts`). */
    part: (operation: string, query: string, matches: ReadonlyMap<number, string>, name: string) =>
      readNamedPart(db, { operation, query }, matches, name),
    /** How many answers of this operation and query were kept (fetched) since this instant (ISO). */
    countSince: (operation: string, query: string, iso: string) =>
      countKeptSince(db, { operation, query }, iso),
    /** Keeps an answer (JSON text) and the named parts of it given, in one statement. */
    put: (
      operation: string,
      query: string,
      matchId: number,
      matchStart: string,
      body: string,
      parts: Readonly<Record<string, string>> = {},
    ) => keepAnswer(db, { operation, query }, { matchId, matchStart }, body, parts),
    /** Keeps an answer as its named parts alone (they hold all of it), in one statement. */
    putAsParts: (
      operation: string,
      query: string,
      matchId: number,
      matchStart: string,
      parts: Readonly<Record<string, string>>,
    ) => keepAnswerAsParts(db, { operation, query }, { matchId, matchStart }, parts),
    /** Keeps many answers (JSON text each, no parts) in one statement. */
    putMany: (
      operation: string,
      query: string,
      rows: readonly { matchId: number; matchStart: string; body: string }[],
    ) => keepAnswers(db, { operation, query }, rows),
  };
}

export type MatchAnswers = ReturnType<typeof createMatchAnswers>;
