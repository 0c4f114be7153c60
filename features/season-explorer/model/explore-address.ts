import { SPLIT_PERIODS, SPLIT_ZONES, ZONE_NAMES, type SplitZone } from "@/lib/season/match-splits";
import { firstParam, type SearchParams } from "@/lib/season/search-params";

// The explorer's address, parsed once here so the page, its links and its tests agree on what an
// address means and on what is wrong with a bad one (docs/decisions/season-explorer.md):
//   x=<code>&y=<code>   the two counts a game (defaults: disposals across, goals up)
//   min=<games>         the fewest games a player needs to be drawn (default 5)
//   squad=<squadId>     one club's players only (as the leaders' and fixture's `squad`)
//   position=<code>     one position's players only (the season list's position code)
//   sort=&dir=          the table's order: name, club, games, x or y (default y, highest first)
//   quarter=<1-4>       one quarter's share of each count (event data: coaches, analysts, admins)
//   zone=<code>         one zone's share (SPLIT_ZONES; event data too); with a quarter, the cell of both

export const DEFAULT_X = "DISPOSAL";
export const DEFAULT_Y = "GOAL";
export const DEFAULT_MIN_GAMES = 5;
/** More games than a season has: an address asking for more is a mistake, said so. */
export const MAX_MIN_GAMES = 30;

export const SORT_KEYS = ["name", "club", "games", "x", "y"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface ExploreAddress {
  x: string;
  y: string;
  minGames: number;
  squad: number | null;
  position: string | null;
  sort: SortKey;
  dir: "asc" | "desc";
  /** The quarter and zone the counts are cut to (the splits' cells); null: the whole of that dimension. */
  quarter: number | null;
  zone: SplitZone | null;
}

/** Whether an address cuts the counts by quarter or zone (event data: the splits, for licensed roles). */
export const isCut = (a: Pick<ExploreAddress, "quarter" | "zone">) => a.quarter !== null || a.zone !== null;

/** What the season offers to choose from: the counts the licence gives, its clubs and positions. */
export interface ExploreChoices {
  metrics: readonly string[];
  clubs: readonly { id: number; name: string }[];
  positions: readonly { code: string; name: string }[];
}

export type ParsedExplore = { ok: true; address: ExploreAddress } | { ok: false; problem: string };

const problem = (p: string): ParsedExplore => ({ ok: false, problem: p });

/** The explorer an address names, or the first problem with it (every one names the parameter). */
export function parseExploreAddress(sp: SearchParams, choices: ExploreChoices): ParsedExplore {
  const metric = (name: "x" | "y", fallback: string) => firstParam(sp, name) || fallback;
  const x = metric("x", DEFAULT_X);
  const y = metric("y", DEFAULT_Y);
  for (const [name, code] of [
    ["x", x],
    ["y", y],
  ] as const)
    if (!choices.metrics.includes(code))
      return problem(
        `${name}=${code} is not a count you can explore; use one of ${choices.metrics.join(", ")}.`,
      );
  const rawMin = firstParam(sp, "min");
  let minGames = DEFAULT_MIN_GAMES;
  if (rawMin !== undefined && rawMin !== "") {
    if (!/^\d{1,3}$/.test(rawMin) || Number(rawMin) < 1 || Number(rawMin) > MAX_MIN_GAMES)
      return problem(
        `min=${rawMin} is not a number of games: write a whole number from 1 to ${MAX_MIN_GAMES}.`,
      );
    minGames = Number(rawMin);
  }
  const rawSquad = firstParam(sp, "squad");
  let squad: number | null = null;
  if (rawSquad !== undefined && rawSquad !== "") {
    const club = /^\d{1,9}$/.test(rawSquad)
      ? choices.clubs.find((c) => c.id === Number(rawSquad))
      : undefined;
    if (!club)
      return problem(
        `squad=${rawSquad} is not a club of this season; use one of ${choices.clubs.map((c) => `${c.id} (${c.name})`).join(", ")}.`,
      );
    squad = club.id;
  }
  const rawPosition = firstParam(sp, "position");
  let position: string | null = null;
  if (rawPosition !== undefined && rawPosition !== "") {
    const found = choices.positions.find((p) => p.code.toLowerCase() === rawPosition.toLowerCase());
    if (!found)
      return problem(
        `position=${rawPosition} is not a position of this season's lists; use one of ${choices.positions.map((p) => p.code).join(", ")}.`,
      );
    position = found.code;
  }
  const sort = firstParam(sp, "sort") || "y";
  if (!(SORT_KEYS as readonly string[]).includes(sort))
    return problem(`sort=${sort} is not a column of the table; use one of ${SORT_KEYS.join(", ")}.`);
  // Names and clubs read A to Z first, figures highest first.
  const dir = firstParam(sp, "dir") || (sort === "name" || sort === "club" ? "asc" : "desc");
  if (dir !== "asc" && dir !== "desc") return problem(`dir=${dir} is not an order; use asc or desc.`);
  const cut = parseCut(sp);
  if (!cut.ok) return cut;
  const { quarter, zone } = cut;
  return {
    ok: true,
    address: { x, y, minGames, squad, position, sort: sort as SortKey, dir, quarter, zone },
  };
}

/** The quarter and zone an address names (empty: all), or what is wrong with them. */
function parseCut(
  sp: SearchParams,
): { ok: true; quarter: number | null; zone: SplitZone | null } | { ok: false; problem: string } {
  const rawQuarter = firstParam(sp, "quarter") || null;
  const quarter = SPLIT_PERIODS.find((q) => String(q) === rawQuarter) ?? null;
  if (rawQuarter !== null && quarter === null)
    return {
      ok: false,
      problem: `quarter=${rawQuarter} is not a quarter; use ${SPLIT_PERIODS.join(", ")}, or none for the whole match.`,
    };
  const rawZone = firstParam(sp, "zone") || null;
  // Any case, as the position is; the splits' own code kept.
  const zone = SPLIT_ZONES.find((z) => z.toLowerCase() === rawZone?.toLowerCase()) ?? null;
  if (rawZone !== null && zone === null)
    return {
      ok: false,
      problem: `zone=${rawZone} is not a zone; use one of ${SPLIT_ZONES.map((z) => `${z} (${ZONE_NAMES[z]})`).join(", ")}, or none for the whole ground.`,
    };
  return { ok: true, quarter, zone };
}
