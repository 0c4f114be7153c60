import type { CsvRow } from "@/lib/format/parse-csv";
import { csvRows } from "./predict-csv-fixture";

// The Brownlow model's rows straight from the raw CSV (never through the app's code): each
// home-and-away match of 2023–2025 with every player's counts, in the order of the feature names the
// caller passes (the fitted model's), and the votes he got. The data tests and the bench read these.

const COLUMN: Record<string, string> = {
  KICK: "kicks",
  HANDBALL: "handballs",
  MARK: "marks",
  MARK_CONTESTED: "contested_marks",
  MARK_INSIDE_50: "marks_inside_50",
  TACKLE: "tackles",
  GOAL: "goals",
  BEHIND: "behinds",
  HITOUT: "hit_outs",
  CLEARANCE: "clearances",
  INSIDE_50: "inside_50s",
  POSSESSION_CONTESTED: "contested_possessions",
  GOAL_ASSIST: "goal_assist",
  FREE_KICK: "free_kicks_for",
  FREE_KICK_AGAINST: "free_kicks_against",
  CLANGER: "clangers",
  REBOUND_50: "rebound_50s",
  ONE_PERCENTER: "one_percenters",
  DISPOSAL: "disposals",
};

export interface CsvVotePlayer {
  id: string;
  /** "Nick Vlastuin" from the CSV's id "vlastuin_nick_19041994". */
  name: string;
  team: string;
  x: number[];
  votes: number;
  disposals: number;
  goals: number;
}

export interface CsvVoteMatch {
  season: number;
  matchId: number;
  round: number;
  players: CsvVotePlayer[];
}

const title = (s: string) => s.replace(/(^|[-\s])([a-z])/g, (m) => m.toUpperCase());
const nameOf = (id: string) => {
  const [last, first] = id.split("_");
  return `${title(first)} ${title(last)}`;
};

/** The team terms as the issue describes them: won 1 / drawn ½ / lost 0, and the margin /10 capped at ±60. */
function team(name: string, margin: number): number {
  if (name === "WON") return margin > 0 ? 1 : margin === 0 ? 0.5 : 0;
  return Math.max(-60, Math.min(60, margin)) / 10;
}

export function csvVoteMatches(features: readonly string[]): CsvVoteMatch[] {
  const matches = new Map<string, CsvRow>(csvRows("matches.csv").map((r) => [r.match_id, r]));
  const out = new Map<string, CsvVoteMatch>();
  for (const r of csvRows("player_stats.csv")) {
    const m = matches.get(r.match_id)!;
    if (m.is_final === "1") continue;
    const margin = (Number(m.home_score) - Number(m.away_score)) * (r.is_home === "1" ? 1 : -1);
    let match = out.get(r.match_id);
    if (!match) {
      match = {
        season: Number(r.season),
        matchId: Number(r.match_id),
        round: Number(m.round_number),
        players: [],
      };
      out.set(r.match_id, match);
    }
    match.players.push({
      id: r.player_id,
      name: nameOf(r.player_id),
      team: r.team,
      x: features.map((f) => (f in COLUMN ? Number(r[COLUMN[f]]) : team(f, margin))),
      votes: Number(r.brownlow_votes || 0),
      disposals: Number(r.disposals),
      goals: Number(r.goals),
    });
  }
  return [...out.values()].sort((a, b) => a.matchId - b.matchId);
}
