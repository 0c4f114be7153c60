import { firstParam, type SearchParams } from "@/lib/season/search-params";

// The comparison's address, parsed once here so the page, its links and its tests agree on what an
// address means and on what is wrong with a bad one (docs/decisions/player-comparison.md):
//   players=<personId>[:<seasonId>],…   two to four; a bare id is in `season`, else his latest season
//   season=<seasonId>                   the default season of bare ids
//   metric=<code>                       the count drawn game by game
//   q=<text>                            a name being searched for, to add a player

export const MAX_PLAYERS = 4;
export const MIN_PLAYERS = 2;
export const DEFAULT_METRIC = "DISPOSAL";

export interface CompareEntry {
  personId: number;
  /** His own season (`<personId>:<seasonId>`); null: the default season, else his latest. */
  seasonId: number | null;
}

export interface CompareAddress {
  entries: CompareEntry[];
  /** `season=`, the default season of bare ids (null when absent). */
  season: number | null;
  metric: string;
  q: string;
}

export type ParsedCompare = { ok: true; address: CompareAddress } | { ok: false; problem: string };

const ID = /^\d{1,9}$/;
const isId = (s: string) => ID.test(s) && Number(s) >= 1;

/** One `<personId>[:<seasonId>]`, or why it is not one. */
function parseEntry(raw: string): CompareEntry | string {
  const [person, own, extra] = raw.split(":");
  if (extra !== undefined || !isId(person) || (own !== undefined && !isId(own)))
    return `"${raw}" is not a player: write his id, or his id and a season id as 1574:62.`;
  return { personId: Number(person), seasonId: own === undefined ? null : Number(own) };
}

/**
 * The comparison an address names, or the first problem with it. `metrics` are the counts the viewer
 * may see. One player is not a problem here: the page shows him and asks for another.
 */
export function parseCompareAddress(sp: SearchParams, metrics: readonly string[]): ParsedCompare {
  const rawSeason = firstParam(sp, "season");
  if (rawSeason !== undefined && rawSeason !== "" && !isId(rawSeason))
    return { ok: false, problem: `season=${rawSeason} is not a season id (a whole number).` };
  const season = rawSeason ? Number(rawSeason) : null;
  const metric = firstParam(sp, "metric") || DEFAULT_METRIC;
  if (!metrics.includes(metric))
    return {
      ok: false,
      problem: `metric=${metric} is not a count you can compare; use one of ${metrics.join(", ")}.`,
    };
  const listed = (firstParam(sp, "players") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length > MAX_PLAYERS)
    return {
      ok: false,
      problem: `${listed.length} players are asked for: a comparison takes ${MIN_PLAYERS} to ${MAX_PLAYERS}.`,
    };
  const entries: CompareEntry[] = [];
  for (const raw of listed) {
    const e = parseEntry(raw);
    if (typeof e === "string") return { ok: false, problem: e };
    const seasonOf = (x: CompareEntry) => x.seasonId ?? season;
    if (entries.some((x) => x.personId === e.personId && seasonOf(x) === seasonOf(e)))
      return { ok: false, problem: `Player ${e.personId} is named twice for the same season.` };
    entries.push(e);
  }
  const q = (firstParam(sp, "q") ?? "").slice(0, 60);
  return { ok: true, address: { entries, season, metric, q } };
}
