// The clubs of the history 1897–2022 (load-afl-history.ts): the names of the day, mapped to today's
// club where it continues, and the two clubs that ended.

import type { DatasetSquad } from "../model/dataset";
import { STATES } from "../model/states";
import { DEFUNCT_SQUAD_IDS } from "./history-ids";

/**
 * Names of the day → today's club, with the code shown under the old name. The Brisbane Bears map to
 * the Brisbane Lions: the Lions play in Brisbane on the Bears' licence (the predictions carry the Bears'
 * rating on for the same reason); Fitzroy, the other half of the 1996 merger, ended and stays itself.
 */
export const NAMES_OF_THE_DAY: Record<string, { today: string; code: string }> = {
  "South Melbourne": { today: "Sydney", code: "SM" },
  Footscray: { today: "Western Bulldogs", code: "FOOT" },
  Kangaroos: { today: "North Melbourne", code: "KANG" },
  "Brisbane Bears": { today: "Brisbane Lions", code: "BB" },
};

export const DEFUNCT_SQUADS: DatasetSquad[] = [
  {
    id: DEFUNCT_SQUAD_IDS.Fitzroy,
    code: "FITZ",
    name: "Fitzroy",
    sourceName: "Fitzroy",
    homeState: STATES.VIC,
  },
  {
    id: DEFUNCT_SQUAD_IDS.University,
    code: "UNI",
    name: "University",
    sourceName: "University",
    homeState: STATES.VIC,
  },
];

/** The squad a team of the file plays as (by today's name), or an error naming the row (`where`). */
export type SquadOf = (name: string, where: string) => DatasetSquad;

export function squadOfTheDay(squads: readonly DatasetSquad[]): SquadOf {
  const squadByName = new Map(squads.map((s) => [s.sourceName, s]));
  return (name, where) => {
    const s = squadByName.get(NAMES_OF_THE_DAY[name]?.today ?? name);
    if (!s) throw new Error(`${where}: unknown team ${JSON.stringify(name)}`);
    return s;
  };
}
