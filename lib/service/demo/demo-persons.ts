// Synthetic people and playing lists: 30 players a squad, each with a playing position by role.
import type { DatasetPerson } from "@/lib/service/model/dataset";
import { POSITION } from "@/lib/service/model/positions";
import { DEMO_SQUADS, FIRST_NAMES, SURNAMES } from "./demo-identities";
import type { Rng } from "./prng";

export const PERSON_ID_BASE = 900001;
export const PLAYERS_PER_SQUAD = 30;

export type Role = "KD" | "GD" | "MID" | "MF" | "KF" | "GF" | "RUCK";

export const ROLE_POSITION: Record<Role, number> = {
  KD: POSITION.KEY_DEFENDER,
  GD: POSITION.GENERAL_DEFENDER,
  MID: POSITION.MIDFIELDER,
  MF: POSITION.MIDFIELDER_FORWARD,
  KF: POSITION.KEY_FORWARD,
  GF: POSITION.GENERAL_FORWARD,
  RUCK: POSITION.RUCK,
};

// A typical 30-man senior list; the match-day 22 is drawn from it by SELECTION_QUOTA.
const LIST_QUOTA: Record<Role, number> = { KD: 3, GD: 6, MID: 7, MF: 4, KF: 3, GF: 5, RUCK: 2 };
export const SELECTION_QUOTA: Record<Role, number> = { KD: 2, GD: 5, MID: 6, MF: 3, KF: 2, GF: 3, RUCK: 1 };

// Heights and weights by role (cm, kg): talls are talls.
const BUILD: Record<Role, [number, number, number, number]> = {
  KD: [192, 199, 90, 100],
  GD: [180, 189, 78, 88],
  MID: [178, 190, 78, 90],
  MF: [178, 188, 76, 86],
  KF: [192, 200, 90, 102],
  GF: [172, 185, 72, 84],
  RUCK: [200, 208, 98, 110],
};

export interface RosterPlayer {
  personId: number;
  squadId: number;
  jumperNumber: number;
  role: Role;
  positionId: number;
}

export interface People {
  persons: DatasetPerson[];
  rosters: Map<number, RosterPlayer[]>;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function buildPeople(rng: Rng, nowYear: number): People {
  const roles = (Object.keys(LIST_QUOTA) as Role[]).flatMap((role) =>
    Array<Role>(LIST_QUOTA[role]).fill(role),
  );
  // Every first-name/surname pair at most once, so no two synthetic players share a name.
  const names = rng.shuffle(FIRST_NAMES.flatMap((first) => SURNAMES.map((last) => [first, last] as const)));
  const persons: DatasetPerson[] = [];
  const rosters = new Map<number, RosterPlayer[]>();

  DEMO_SQUADS.forEach((squad, squadIndex) => {
    const jumpers = rng.shuffle(Array.from({ length: 44 }, (_, i) => i + 1)).slice(0, PLAYERS_PER_SQUAD);
    const roster: RosterPlayer[] = roles.map((role, k) => {
      const personId = PERSON_ID_BASE + squadIndex * PLAYERS_PER_SQUAD + k;
      const [firstname, surname] = names[squadIndex * PLAYERS_PER_SQUAD + k];
      const [hMin, hMax, wMin, wMax] = BUILD[role];
      const birthYear = nowYear - rng.int(18, 33);
      const debutYear = birthYear + rng.int(18, 21);
      persons.push({
        id: personId,
        sourceId: null,
        firstname,
        surname,
        displayName: `${firstname[0]}. ${surname}`,
        fullname: `${firstname} ${surname}`,
        dateOfBirth: `${birthYear}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`,
        height: rng.int(hMin, hMax),
        weight: rng.int(wMin, wMax),
        debutDate: debutYear < nowYear ? `${debutYear}-${pad(rng.int(3, 8))}-${pad(rng.int(1, 28))}` : null,
      });
      return { personId, squadId: squad.id, jumperNumber: jumpers[k], role, positionId: ROLE_POSITION[role] };
    });
    rosters.set(squad.id, roster);
  });
  return { persons, rosters };
}
