// The all-time history (club histories, head-to-heads, records) as pure computations over compact
// seasons read from the service's fixtures and ladders (see lib/app-server/builds/history-summary.ts for how they
// are fetched, paced and kept). No React, no Next, no Node APIs: tested on hand-made seasons.

import { createTopN } from "./top-n";

export interface HistSide {
  id: number;
  name: string; // the name of the day ("South Melbourne" in 1966, "Sydney" since 1982)
  code: string;
  score: number;
}

export interface HistMatch {
  id: number;
  seasonId: number;
  year: number;
  round: string; // "Round 10", "Grand Final", "Grand Final Replay"
  final: boolean;
  /** A grand final or its replay (type GF). */
  grandFinal: boolean;
  /** A round-robin final (1897, 1924: no grand final). */
  roundRobin: boolean;
  start: string; // UTC start, ISO
  venue: string;
  home: HistSide;
  away: HistSide;
}

export interface HistLadderRow {
  id: number;
  name: string;
  code: string;
  position: number;
}

export interface HistSeason {
  seasonId: number;
  year: number;
  name: string; // "1966 VFL Premiership"
  /** Every match of the season is complete: it will never change. */
  complete: boolean;
  matches: HistMatch[]; // completed matches, in start order
  ladder: HistLadderRow[];
}

export type Result = "W" | "L" | "D";

export const margin = (m: HistMatch) => m.home.score - m.away.score;
export const winnerOf = (m: HistMatch): number | null =>
  m.home.score > m.away.score ? m.home.id : m.away.score > m.home.score ? m.away.id : null;
export const involves = (m: HistMatch, id: number) => m.home.id === id || m.away.id === id;
/** The club's side and its opponent's in a match it played. */
export const sides = (m: HistMatch, id: number): [HistSide, HistSide] =>
  m.home.id === id ? [m.home, m.away] : [m.away, m.home];
export const resultFor = (m: HistMatch, id: number): Result => {
  const [own, opp] = sides(m, id);
  return own.score > opp.score ? "W" : own.score < opp.score ? "L" : "D";
};

// Starts are ISO instants of one form: their characters' order is their time order. (localeCompare
// was most of sorting the ~17,000 matches, which each records or club page did several times.)
const byStart = (a: HistMatch, b: HistMatch) =>
  a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id;

const sortedBySeasons = new WeakMap<readonly HistSeason[], readonly HistMatch[]>();

/**
 * Every match of these seasons in start order: sorted once for each summary (the summary's seasons
 * are one array until it is built again), shared and frozen, so no caller can reorder it for another.
 */
export function allMatches(seasons: readonly HistSeason[]): readonly HistMatch[] {
  let all = sortedBySeasons.get(seasons);
  if (!all)
    sortedBySeasons.set(seasons, (all = Object.freeze(seasons.flatMap((s) => s.matches).sort(byStart))));
  return all;
}

/**
 * The premiers of a completed season: the winner of its last grand final (a drawn grand final was
 * replayed: the replay decides), or, in a season that ended in a round robin (1897, 1924), the top of
 * the round robin's table (4 a win, 2 a draw, then percentage). Null while undecided.
 */
export function premiersOf(season: HistSeason): number | null {
  const gfs = season.matches.filter((m) => m.grandFinal).sort(byStart);
  if (gfs.length) return winnerOf(gfs[gfs.length - 1]);
  const rr = season.matches.filter((m) => m.roundRobin);
  if (!rr.length || !season.complete) return null;
  const t = new Map<number, { pts: number; f: number; a: number }>();
  for (const m of rr)
    for (const [own, opp] of [
      [m.home, m.away],
      [m.away, m.home],
    ]) {
      const e = t.get(own.id) ?? { pts: 0, f: 0, a: 0 };
      e.pts += own.score > opp.score ? 4 : own.score === opp.score ? 2 : 0;
      e.f += own.score;
      e.a += opp.score;
      t.set(own.id, e);
    }
  const pct = (e: { f: number; a: number }) => (e.a ? e.f / e.a : Infinity);
  return [...t].sort(([, x], [, y]) => y.pts - x.pts || pct(y) - pct(x))[0][0];
}

export interface ClubName {
  name: string;
  code: string;
  from: number;
  to: number;
}

/** The names a club played under, each with its first and last year. */
export function clubNames(seasons: readonly HistSeason[], id: number): ClubName[] {
  const out: ClubName[] = [];
  for (const s of [...seasons].sort((a, b) => a.year - b.year)) {
    const m = s.matches.find((x) => involves(x, id));
    const own = m ? sides(m, id)[0] : s.ladder.find((r) => r.id === id);
    if (!own) continue;
    const last = out[out.length - 1];
    if (last && last.name === own.name) last.to = s.year;
    else out.push({ name: own.name, code: own.code, from: s.year, to: s.year });
  }
  return out;
}

export interface GrandFinal {
  match: HistMatch;
  opponent: HistSide;
  result: Result;
  score: string; // "102–86"
}

/** The club's grand finals (replays included), oldest first. */
export function grandFinalsOf(seasons: readonly HistSeason[], id: number): GrandFinal[] {
  return allMatches(seasons)
    .filter((m) => m.grandFinal && involves(m, id))
    .map((m) => {
      const [own, opp] = sides(m, id);
      return { match: m, opponent: opp, result: resultFor(m, id), score: `${own.score}–${opp.score}` };
    });
}

export interface Premiership {
  year: number;
  seasonId: number;
  /** The premiers' squad id. */
  id: number;
  name: string; // the club's name that year
  /** The deciding match (the grand final or its replay), or null for a round robin. */
  match: HistMatch | null;
}

/** Who won the season's premiership and how (see premiersOf); null while undecided. */
export function seasonPremiership(s: HistSeason): Premiership | null {
  const id = premiersOf(s);
  if (id === null) return null;
  const gfs = s.matches.filter((m) => m.grandFinal).sort(byStart);
  const match = gfs.length ? gfs[gfs.length - 1] : null;
  const any = match ?? s.matches.find((m) => involves(m, id));
  const name = any ? sides(any, id)[0].name : (s.ladder.find((r) => r.id === id)?.name ?? String(id));
  return { year: s.year, seasonId: s.seasonId, id, name, match };
}

/** The club's premierships, oldest first. */
export function premierships(seasons: readonly HistSeason[], id: number): Premiership[] {
  return [...seasons]
    .sort((a, b) => a.year - b.year)
    .flatMap((s) => {
      const p = seasonPremiership(s);
      return p?.id === id ? [p] : [];
    });
}

export interface Finish {
  year: number;
  seasonId: number;
  position: number;
  teams: number;
  name: string;
  premiers: boolean;
}

/** Where the club finished on each season's ladder (the service's ladder: home and away). */
export function finishes(seasons: readonly HistSeason[], id: number): Finish[] {
  return [...seasons]
    .sort((a, b) => a.year - b.year)
    .flatMap((s) => {
      const row = s.ladder.find((r) => r.id === id);
      return row
        ? [
            {
              year: s.year,
              seasonId: s.seasonId,
              position: row.position,
              teams: s.ladder.length,
              name: row.name,
              premiers: premiersOf(s) === id,
            },
          ]
        : [];
    });
}

export interface Record3 {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** Wins with a draw as half a win, in per cent of matches played (one decimal). */
  winRate: number;
}

const rate = (won: number, drawn: number, played: number) =>
  played ? Math.round(((won + drawn / 2) / played) * 1000) / 10 : 0;

function tally(ms: readonly HistMatch[], id: number): Record3 {
  let won = 0;
  let drawn = 0;
  let lost = 0;
  for (const m of ms) {
    const r = resultFor(m, id);
    if (r === "W") won++;
    else if (r === "D") drawn++;
    else lost++;
  }
  return { played: ms.length, won, drawn, lost, winRate: rate(won, drawn, ms.length) };
}

/** The club's record by decade ("1890s" …), oldest first. */
export function byDecade(matches: readonly HistMatch[], id: number): ({ decade: number } & Record3)[] {
  const d = new Map<number, HistMatch[]>();
  for (const m of matches) {
    if (!involves(m, id)) continue;
    const k = Math.floor(m.year / 10) * 10;
    d.set(k, [...(d.get(k) ?? []), m]);
  }
  return [...d].sort(([a], [b]) => a - b).map(([decade, ms]) => ({ decade, ...tally(ms, id) }));
}

export interface ClubResult {
  match: HistMatch;
  own: HistSide;
  opponent: HistSide;
  margin: number; // the club's score less the opponent's
}

/** The club's biggest wins ("win") or losses ("loss"), largest first (ties: the earlier first). */
export function biggestResults(
  matches: readonly HistMatch[],
  id: number,
  kind: "win" | "loss",
  n = 10,
): ClubResult[] {
  return matches
    .filter((m) => involves(m, id))
    .map((m) => {
      const [own, opponent] = sides(m, id);
      return { match: m, own, opponent, margin: own.score - opponent.score };
    })
    .filter((r) => (kind === "win" ? r.margin > 0 : r.margin < 0))
    .sort((a, b) => Math.abs(b.margin) - Math.abs(a.margin) || byStart(a.match, b.match))
    .slice(0, n);
}

export interface HeadToHead {
  a: number;
  b: number;
  played: number;
  aWins: number;
  bWins: number;
  draws: number;
  aPoints: number;
  bPoints: number;
  /** Every meeting, oldest first, with the margin from a's side. */
  meetings: { match: HistMatch; margin: number }[];
}

export function headToHead(matches: readonly HistMatch[], a: number, b: number): HeadToHead {
  const meetings = matches
    .filter((m) => involves(m, a) && involves(m, b) && a !== b)
    .sort(byStart)
    .map((m) => {
      const [own, opp] = sides(m, a);
      return { match: m, margin: own.score - opp.score };
    });
  const h: HeadToHead = {
    a,
    b,
    played: meetings.length,
    aWins: 0,
    bWins: 0,
    draws: 0,
    aPoints: 0,
    bPoints: 0,
    meetings,
  };
  for (const { match, margin: mg } of meetings) {
    const [own, opp] = sides(match, a);
    h.aPoints += own.score;
    h.bPoints += opp.score;
    if (mg > 0) h.aWins++;
    else if (mg < 0) h.bWins++;
    else h.draws++;
  }
  return h;
}

export interface Era {
  from: number;
  to: number;
}

/** Eras offered on the records page (any `from-to` in the address works too). */
export const ERA_PRESETS: readonly Era[] = [
  { from: 1897, to: 1918 },
  { from: 1919, to: 1945 },
  { from: 1946, to: 1969 },
  { from: 1970, to: 1989 },
  { from: 1990, to: 2009 },
  { from: 2010, to: 2099 },
];

export const eraLabel = (e: Era) => `${e.from}–${e.to >= 2099 ? "" : e.to}`.replace(/–$/, " on");
export const eraParam = (e: Era) => `${e.from}-${e.to}`;

/** `?era=1897-1945` → the era; absent → null (all time); anything else → a problem to show. */
export function parseEra(
  raw: string | string[] | undefined,
): { ok: true; era: Era | null } | { ok: false; problem: string } {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === undefined || v === "" || v === "all") return { ok: true, era: null };
  const m = /^(\d{4})-(\d{4})$/.exec(v);
  if (!m) return { ok: false, problem: `"${v}" is not an era: write it as two years, e.g. 1897-1945.` };
  const from = Number(m[1]);
  const to = Number(m[2]);
  if (from > to) return { ok: false, problem: `The era ${v} ends before it starts.` };
  return { ok: true, era: { from, to } };
}

export const inEra = (era: Era | null) => (m: HistMatch) => !era || (m.year >= era.from && m.year <= era.to);

export interface ScoreRecord {
  match: HistMatch;
  side: HistSide;
  opponent: HistSide;
}

/** The highest scores by one side in a match, highest first (ties: the earlier first). */
export function highestScores(matches: readonly HistMatch[], n = 20): ScoreRecord[] {
  const top = createTopN(
    n,
    (r: ScoreRecord) => r.side.score,
    (a, b) => b.side.score - a.side.score || byStart(a.match, b.match),
  );
  for (const m of matches) {
    if (top.admits(m.home.score)) top.offer({ match: m, side: m.home, opponent: m.away });
    if (top.admits(m.away.score)) top.offer({ match: m, side: m.away, opponent: m.home });
  }
  return top.best();
}

/** The biggest winning margins, biggest first, as the winner's side against the loser's. */
export function biggestMargins(matches: readonly HistMatch[], n = 20): (ScoreRecord & { margin: number })[] {
  type Margin = ScoreRecord & { margin: number };
  const top = createTopN(
    n,
    (r: Margin) => r.margin,
    (a, b) => b.margin - a.margin || byStart(a.match, b.match),
  );
  for (const m of matches) {
    const by = Math.abs(margin(m));
    if (by === 0 || !top.admits(by)) continue;
    const [side, opponent] = margin(m) > 0 ? [m.home, m.away] : [m.away, m.home];
    top.offer({ match: m, side, opponent, margin: by });
  }
  return top.best();
}

export interface Streak {
  squadId: number;
  name: string; // the club's name at the streak's end
  length: number;
  first: HistMatch;
  last: HistMatch;
}

/**
 * The longest runs of consecutive wins by one club (across seasons; a draw or a loss ends a run),
 * longest first (ties: the earlier first). Runs are counted within the matches given (an era).
 */
export function winningStreaks(matches: readonly HistMatch[], n = 20): Streak[] {
  const open = new Map<number, { length: number; first: HistMatch; last: HistMatch; name: string }>();
  const done: Streak[] = [];
  const close = (id: number) => {
    const s = open.get(id);
    if (s && s.length > 0) done.push({ squadId: id, ...s });
    open.delete(id);
  };
  for (const m of [...matches].sort(byStart)) {
    for (const side of [m.home, m.away]) {
      if (resultFor(m, side.id) !== "W") {
        close(side.id);
        continue;
      }
      const s = open.get(side.id);
      if (s) {
        s.length++;
        s.last = m;
        s.name = side.name;
      } else open.set(side.id, { length: 1, first: m, last: m, name: side.name });
    }
  }
  for (const id of [...open.keys()]) close(id);
  return done.sort((a, b) => b.length - a.length || byStart(a.first, b.first)).slice(0, n);
}

/** Every club that appears in these seasons, with its latest name, by that name. */
export function clubs(
  seasons: readonly HistSeason[],
): { id: number; name: string; code: string; from: number; to: number }[] {
  const out = new Map<number, { id: number; name: string; code: string; from: number; to: number }>();
  for (const m of allMatches(seasons))
    for (const s of [m.home, m.away]) {
      const e = out.get(s.id);
      if (e) {
        e.name = s.name;
        e.code = s.code;
        e.to = m.year;
      } else out.set(s.id, { id: s.id, name: s.name, code: s.code, from: m.year, to: m.year });
    }
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}
