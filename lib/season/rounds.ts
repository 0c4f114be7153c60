import type { Fixture } from "@/lib/contract";

// Rounds as filters offer them. Round numbers keep counting through the finals (2024: Opening Round 0,
// rounds 1–24, finals 25–28), so a round number alone names a round; the first phase is the home and away
// season, the only one a ladder counts.

/** The fixture's `round` value for the whole season (no value means the current round). */
export const ALL_ROUNDS = "all";

export interface RoundOption {
  number: number;
  name: string; // "Opening Round", "Round 5", "Grand Final"
  phase: string; // "Home and Away", "Finals"
  homeAndAway: boolean;
}

export function roundOptions(fixture: Fixture): RoundOption[] {
  return fixture.phases.flatMap((p, i) =>
    p.rounds.map((r) => ({ number: r.number, name: r.name, phase: p.name, homeAndAway: i === 0 })),
  );
}

/** The round before `round` among the ladder's rounds, or undefined for the first (no movement then). */
export function previousLadderRound(rounds: readonly RoundOption[], round: number): number | undefined {
  const ha = rounds.filter((r) => r.homeAndAway).map((r) => r.number);
  const i = ha.indexOf(round);
  return i > 0 ? ha[i - 1] : undefined;
}

/** A search parameter as a round number of this season, undefined when absent, null when invalid. */
export function parseRound(
  raw: string | undefined,
  rounds: readonly RoundOption[],
): number | undefined | null {
  if (raw === undefined || raw === "") return undefined;
  if (!/^\d{1,3}$/.test(raw)) return null;
  const n = Number(raw);
  return rounds.some((r) => r.number === n) ? n : null;
}

/**
 * The round a fan means by "this round": the one with a match in play, else the first with a match
 * still to be completed, else (a finished season) the last. The fixture opens on it, as the official
 * match centres do; a whole season is one choice away ("All rounds").
 */
export function currentRound(fixture: Fixture): number | undefined {
  const rounds = fixture.phases.flatMap((p) => p.rounds);
  const live = rounds.find((r) => r.matches.some((m) => m.status.typeName === "Live"));
  const open = rounds.find((r) => r.matches.some((m) => m.status.typeName !== "Complete"));
  return (live ?? open ?? rounds.at(-1))?.number;
}
