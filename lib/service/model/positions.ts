// Position types and positions the service publishes (the position operations and the position-types list).
// Playing positions follow the public service's line positions; officials have their own type.

export interface PositionDef {
  id: number;
  code: string;
  name: string;
  description: string;
}

export interface PositionTypeDef extends PositionDef {
  role: PositionDef;
  positions: PositionDef[];
}

export const POSITION = {
  KEY_DEFENDER: 1,
  GENERAL_DEFENDER: 2,
  MIDFIELDER: 3,
  MIDFIELDER_FORWARD: 4,
  KEY_FORWARD: 5,
  GENERAL_FORWARD: 6,
  RUCK: 7,
  INTERCHANGE: 8,
  SUBSTITUTE: 9,
  FIELD_UMPIRE: 11,
  BOUNDARY_UMPIRE: 12,
  GOAL_UMPIRE: 13,
} as const;

export const POSITION_TYPES: PositionTypeDef[] = [
  {
    id: 1,
    code: "PLAYING",
    name: "Playing position",
    description: "Where a player plays, inferred from his statistical profile (see infer-positions.ts).",
    role: { id: 1, code: "PLAYER", name: "Player", description: "A member of a squad's playing group." },
    positions: [
      {
        id: 1,
        code: "KEY_DEFENDER",
        name: "Key Defender",
        description: "Tall defender who plays on key forwards.",
      },
      {
        id: 2,
        code: "GENERAL_DEFENDER",
        name: "General Defender",
        description: "Rebounding defender on the half-back line or back pocket.",
      },
      {
        id: 3,
        code: "MIDFIELDER",
        name: "Midfielder",
        description: "On-baller or wing who wins the ball at stoppages and through the middle.",
      },
      {
        id: 4,
        code: "MIDFIELDER_FORWARD",
        name: "Midfielder Forward",
        description: "Splits time between the midfield and the forward line.",
      },
      {
        id: 5,
        code: "KEY_FORWARD",
        name: "Key Forward",
        description: "Tall forward who leads up and kicks goals.",
      },
      {
        id: 6,
        code: "GENERAL_FORWARD",
        name: "General Forward",
        description: "Small or medium forward who pressures and crumbs.",
      },
      { id: 7, code: "RUCK", name: "Ruck", description: "Contests centre bounces and ball-ups." },
      {
        id: 8,
        code: "INTERCHANGE",
        name: "Interchange",
        description: "Named on the interchange bench for a match.",
      },
      { id: 9, code: "SUBSTITUTE", name: "Substitute", description: "The match substitute." },
    ],
  },
  {
    id: 2,
    code: "OFFICIAL",
    name: "Match official",
    description: "Umpires appointed to a match.",
    role: { id: 2, code: "OFFICIAL", name: "Official", description: "A match official." },
    positions: [
      { id: 11, code: "FIELD_UMPIRE", name: "Field Umpire", description: "Controls play on the ground." },
      {
        id: 12,
        code: "BOUNDARY_UMPIRE",
        name: "Boundary Umpire",
        description: "Rules on the ball crossing the boundary and throws it in.",
      },
      { id: 13, code: "GOAL_UMPIRE", name: "Goal Umpire", description: "Judges scores at one end." },
    ],
  },
];
