import type { RoundOption } from "@/lib/season/rounds";

/** A round's name from the season's rounds; a number the list lacks still reads as a round. */
export const roundName = (rounds: readonly RoundOption[], n: number | undefined): string =>
  rounds.find((r) => r.number === n)?.name ?? `Round ${n}`;
