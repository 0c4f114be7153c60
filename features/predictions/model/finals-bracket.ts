// Finals systems as data: each final names where its two sides come from (a ladder position, the
// winner or loser of an earlier final, or the one ranked so on the ladder among several finals' winners
// or losers). The listed home side is the one with the right to host; a final marked `neutral` is
// played at the competition's grand final ground.

export type Slot =
  | { seed: number }
  | { winnerOf: string }
  | { loserOf: string }
  /** Among the winners (or losers) of the finals named, the `rank`th highest on the ladder. */
  | { ranked: "winners" | "losers"; of: readonly string[]; rank: number };

export interface FinalSpec {
  id: string;
  week: number;
  home: Slot;
  away: Slot;
  neutral?: boolean;
}

export interface FinalsFormat {
  /** How many teams qualify. */
  teams: number;
  finals: FinalSpec[];
  /**
   * The minor premier's right to challenge: where the last final's winner is another side, the minor
   * premier plays it once more, a grand final, and that decides the premiership.
   */
  challenge?: { id: string; week: number };
}

/**
 * The AFL's top-eight system (since 2000). Week 1: qualifying finals 1v4 and 2v3 (winners rest and
 * host a preliminary final), elimination finals 5v8 and 6v7 (losers are out). Week 2: each qualifying
 * final's loser hosts a semi-final against an elimination final's winner (1v4's loser meets 5v8's
 * winner). Week 3: preliminary finals, each qualifying final's winner against the semi-final winner
 * from the other side of the draw. Week 4: the grand final.
 */
export const AFL_TOP_EIGHT: FinalsFormat = {
  teams: 8,
  finals: [
    { id: "QF1", week: 1, home: { seed: 1 }, away: { seed: 4 } },
    { id: "QF2", week: 1, home: { seed: 2 }, away: { seed: 3 } },
    { id: "EF1", week: 1, home: { seed: 5 }, away: { seed: 8 } },
    { id: "EF2", week: 1, home: { seed: 6 }, away: { seed: 7 } },
    { id: "SF1", week: 2, home: { loserOf: "QF1" }, away: { winnerOf: "EF1" } },
    { id: "SF2", week: 2, home: { loserOf: "QF2" }, away: { winnerOf: "EF2" } },
    { id: "PF1", week: 3, home: { winnerOf: "QF1" }, away: { winnerOf: "SF2" } },
    { id: "PF2", week: 3, home: { winnerOf: "QF2" }, away: { winnerOf: "SF1" } },
    { id: "GF", week: 4, home: { winnerOf: "PF1" }, away: { winnerOf: "PF2" }, neutral: true },
  ],
};

/** The synthetic demo league's finals (lib/service/demo/demo-season.ts): semi-finals 1v4 and 2v3, then a grand final. */
export const TOP_FOUR: FinalsFormat = {
  teams: 4,
  finals: [
    { id: "SF1", week: 1, home: { seed: 1 }, away: { seed: 4 } },
    { id: "SF2", week: 1, home: { seed: 2 }, away: { seed: 3 } },
    { id: "GF", week: 2, home: { winnerOf: "SF1" }, away: { winnerOf: "SF2" }, neutral: true },
  ],
};

export interface PlayedFinal<T> {
  spec: FinalSpec;
  home: T;
  away: T;
  winner: T;
}

/**
 * Plays a finals series: `ladder` is the teams in ladder order, `play` decides each final (returns
 * the winner). Returns every final in order; the last is the grand final.
 */
export function playFinals<T>(
  format: FinalsFormat,
  ladder: readonly T[],
  play: (home: T, away: T, spec: FinalSpec) => T,
): PlayedFinal<T>[] {
  const done = new Map<string, PlayedFinal<T>>();
  const played = (id: string) => {
    const f = done.get(id);
    if (!f) throw new Error(`final ${id} is not played before it is needed`);
    return f;
  };
  const loser = (f: PlayedFinal<T>) => (f.winner === f.home ? f.away : f.home);
  const team = (slot: Slot): T => {
    if ("seed" in slot) return ladder[slot.seed - 1];
    if ("ranked" in slot) {
      const sides = slot.of.map((id) => (slot.ranked === "winners" ? played(id).winner : loser(played(id))));
      return sides.sort((a, b) => ladder.indexOf(a) - ladder.indexOf(b))[slot.rank - 1];
    }
    if ("winnerOf" in slot) return played(slot.winnerOf).winner;
    return loser(played(slot.loserOf));
  };
  const playOne = (spec: FinalSpec) => {
    const home = team(spec.home);
    const away = team(spec.away);
    done.set(spec.id, { spec, home, away, winner: play(home, away, spec) });
  };
  format.finals.forEach(playOne);
  const last = format.finals.at(-1)!;
  if (format.challenge && played(last.id).winner !== ladder[0])
    playOne({ ...format.challenge, home: { seed: 1 }, away: { winnerOf: last.id }, neutral: true });
  return [...done.values()];
}
