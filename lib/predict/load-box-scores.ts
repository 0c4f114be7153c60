import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv } from "@/lib/format/parse-csv";
import { clubOf } from "./teams";
import { loadRecent, type CsvMatch } from "./load-results";
import type { PlayerGame } from "./tip-model";
import { fantasyScore, type FantasyCount } from "@/lib/season/fantasy";

// player_stats.csv's column for each count of the AFL Fantasy score (the scoring is lib/season/fantasy.ts's).
const CSV_COLUMN: Record<FantasyCount, string> = {
  KICK: "kicks",
  HANDBALL: "handballs",
  MARK: "marks",
  TACKLE: "tackles",
  FREE_KICK: "free_kicks_for",
  FREE_KICK_AGAINST: "free_kicks_against",
  HITOUT: "hit_outs",
  GOAL: "goals",
  BEHIND: "behinds",
};

// 2023–2025's matches with their ids and each side's box score (data/afl/player_stats.csv): the
// players who played (the selected 22 and the substitute) and their AFL Fantasy points. For the bench
// and tests (the tipping model measured on the files, as bench/predict.ts measures the ratings).

const DATA = path.join(process.cwd(), "data", "afl");

export interface BoxScoredMatch extends CsvMatch {
  id: number;
  homePlayers: PlayerGame[];
  awayPlayers: PlayerGame[];
}

export function loadBoxScoredMatches(dir = DATA): BoxScoredMatch[] {
  const ids = new Map(
    parseCsv(readFileSync(path.join(dir, "matches.csv"), "utf8")).map((r) => [
      `${r.start_time_utc}|${clubOf(r.home_team)}`,
      Number(r.match_id),
    ]),
  );
  const box = new Map<number, { home: PlayerGame[]; away: PlayerGame[] }>();
  for (const r of parseCsv(readFileSync(path.join(dir, "player_stats.csv"), "utf8"))) {
    const n = (c: string) => Number(r[c]);
    const game: PlayerGame = {
      player: r.player_id,
      fantasy: fantasyScore((code) => n(CSV_COLUMN[code]))!,
      percentPlayed: n("percentage_of_game_played"),
      gamesBefore: n("career_game_no") - 1,
    };
    const sides = box.get(n("match_id")) ?? { home: [], away: [] };
    (r.is_home === "1" ? sides.home : sides.away).push(game);
    box.set(n("match_id"), sides);
  }
  return loadRecent(dir).map((m) => {
    const id = ids.get(`${m.date}|${m.home}`);
    if (id === undefined) throw new Error(`no id for ${m.date} ${m.home}`);
    const sides = box.get(id);
    if (!sides) throw new Error(`no box score for match ${id}`);
    return { ...m, id, homePlayers: sides.home, awayPlayers: sides.away };
  });
}
