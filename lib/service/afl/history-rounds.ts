// A season's phases and rounds in the history 1897–2022 (load-afl-history.ts): home-and-away rounds
// as the file numbers them, finals grouped in weeks by date and numbered after the last round.

import type { DatasetPhase } from "../model/dataset";
import { intField, type CsvRow } from "../../format/parse-csv";

const FINAL_CODES: Record<string, string> = {
  "Qualifying Final": "QF",
  "Elimination Final": "EF",
  "Semi Final": "SF",
  "Preliminary Final": "PF",
  "Grand Final": "GF",
};
/** 1897 and 1924 ended in a round robin of the top four (no grand final): their finals are typed RR. */
export const ROUND_ROBIN = "RR";

/** Finals in weeks: a final more than three days after the first of the current week starts the next. */
export function finalsWeeks(dates: string[]): number[] {
  const weeks: number[] = [];
  let week = 0;
  let start = -Infinity;
  for (const d of dates) {
    const ms = Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
    if (ms - start > 3 * 86_400_000) {
      week += 1;
      start = ms;
    }
    weeks.push(week);
  }
  return weeks;
}

export function finalsRoundName(types: string[], week: number, previous: string | undefined): string {
  if (types.every((t) => t === "GF"))
    return previous?.startsWith("Grand Final") ? "Grand Final Replay" : "Grand Final";
  if (types.every((t) => t === "PF")) return types.length > 1 ? "Preliminary Finals" : "Preliminary Final";
  if (types.every((t) => t === ROUND_ROBIN)) return `Round-Robin Finals, Week ${week}`;
  return `Finals Week ${week}`;
}

/** A season's two phases, and where each of its rows falls in them. */
export interface SeasonRounds {
  ha: DatasetPhase;
  fin: DatasetPhase;
  /** A row's match type: HA, a final's code, or RR in a season without a grand final. */
  typeOf(r: CsvRow): string;
  /** A row's round number: the file's for home and away, after the last round for a finals week. */
  roundOf(r: CsvRow, where: string): number;
}

/** The phases and rounds of a season from its rows in start order. */
export function seasonRounds(year: number, seasonId: number, ordered: readonly CsvRow[]): SeasonRounds {
  const hasGrandFinal = ordered.some((r) => r.is_final === "1" && r.round === "Grand Final");
  const ha: DatasetPhase = { id: seasonId * 10 + 1, code: "HA", name: "Home and Away", rounds: [] };
  const fin: DatasetPhase = { id: seasonId * 10 + 2, code: "FIN", name: "Finals", rounds: [] };
  const haNumbers = [
    ...new Set(ordered.filter((r) => r.is_final === "0").map((r) => intField(r, "round", `${year} round`))),
  ].sort((a, b) => a - b);
  for (const n of haNumbers) {
    ha.rounds.push({ id: seasonId * 100 + n, code: `R${n}`, name: `Round ${n}`, number: n, phaseNumber: n });
  }
  const lastHa = haNumbers[haNumbers.length - 1] ?? 0;
  const finals = ordered.filter((r) => r.is_final === "1");
  const typeOf = (r: CsvRow): string => {
    if (r.is_final !== "1") return "HA";
    const code = FINAL_CODES[r.round];
    if (!code) throw new Error(`${year}: unknown final ${JSON.stringify(r.round)}`);
    return hasGrandFinal ? code : ROUND_ROBIN;
  };
  const weekOf = new Map<CsvRow, number>();
  finalsWeeks(finals.map((r) => r.date_local)).forEach((w, i) => weekOf.set(finals[i], w));
  for (const w of new Set(weekOf.values())) {
    const types = finals.filter((r) => weekOf.get(r) === w).map(typeOf);
    const name = finalsRoundName(types, w, fin.rounds[fin.rounds.length - 1]?.name);
    const n = lastHa + w;
    fin.rounds.push({ id: seasonId * 100 + n, code: `FW${w}`, name, number: n, phaseNumber: w });
  }
  const roundOf = (r: CsvRow, where: string) =>
    r.is_final === "1" ? lastHa + weekOf.get(r)! : intField(r, "round", where);
  return { ha, fin, typeOf, roundOf };
}
