import type { Ground, Pt } from "./geometry";
import type { Rng } from "@/lib/random/prng";
import type { Pressure, ShotDetails } from "./types";

// Expected score of a shot at goal (football-facts.md "Expected score").
//
// Model (logistic; shapes from published AFL accuracy curves, level calibrated so that the average
// shot of the generated matches is worth about 3.2 points, as football-facts.md says and as the real
// 2023-2025 results give: about 3.26 points a shot):
//   logit P(goal) = 4.1 - 0.09 * distance(m) - 0.04 * angle(deg) + type + pressure
//   type:     SET_SHOT 0, ON_RUN_IN_GENERAL_PLAY -0.2, SNAP -0.3, DELIBERATE_SNAP -0.45
//   pressure: NONE/SET 0, CORRALLING -0.1, CHASING -0.2, CLOSING -0.35, PHYSICAL -0.6
//   P(behind) = (1 - P(goal)) * sigmoid(1.8 - 0.025 * distance - 0.012 * angle)   (the rest misses)
//   pointsExpected = 6 * P(goal) + P(behind); accuracyExpected = P(goal).
// So an unpressured set shot from 15 m straight in front is a goal 94% of the time, from 45 m 51%,
// from 20 m on a 60° angle 48%. Kicks off the ground are outside the model (the statistics exclude
// them) but still carry a value of their own: logit P(goal) = 1.6 - 0.08 * distance - 0.03 * angle.
//
// Shot vocabulary: distance groups M0_15 (< 15 m), M15_30, M30_40, M40_50, M50_PLUS (>= 50 m); angle
// groups by degrees off straight: DIRECTLY_IN_FRONT < 10, ZONE_1 < 20, ZONE_2 < 35, ZONE_3 < 50,
// ZONE_4 < 65, else BOUNDARY_LEFT / BOUNDARY_RIGHT (left = +y seen by the kicker facing his goal).

type ShotType = ShotDetails["type"];
const TYPE_ADJ: Record<ShotType, number> = {
  SET_SHOT: 0,
  ON_RUN_IN_GENERAL_PLAY: -0.2,
  SNAP: -0.3,
  DELIBERATE_SNAP: -0.45,
  OFF_GROUND: 0,
};
const PRESSURE_ADJ: Record<Pressure["code"], number> = {
  NONE: 0,
  SET: 0,
  CORRALLING: -0.1,
  CHASING: -0.2,
  CLOSING: -0.35,
  PHYSICAL: -0.6,
};

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function shotExpectation(
  distance: number,
  angle: number,
  type: ShotType,
  pressure: Pressure["code"],
): { pGoal: number; pBehind: number; points: number } {
  const pGoal =
    type === "OFF_GROUND"
      ? sigmoid(1.6 - 0.08 * distance - 0.03 * angle)
      : sigmoid(4.1 - 0.09 * distance - 0.04 * angle + TYPE_ADJ[type] + PRESSURE_ADJ[pressure]);
  const pBehind = (1 - pGoal) * sigmoid(1.8 - 0.025 * distance - 0.012 * angle);
  return { pGoal, pBehind, points: 6 * pGoal + pBehind };
}

export function distanceGroup(d: number): ShotDetails["distanceGroup"] {
  if (d < 15) return "M0_15";
  if (d < 30) return "M15_30";
  if (d < 40) return "M30_40";
  if (d < 50) return "M40_50";
  return "M50_PLUS";
}

export function angleGroup(angle: number, frameY: number): ShotDetails["angle"] {
  if (angle < 10) return "DIRECTLY_IN_FRONT";
  if (angle < 20) return "ZONE_1";
  if (angle < 35) return "ZONE_2";
  if (angle < 50) return "ZONE_3";
  if (angle < 65) return "ZONE_4";
  return frameY > 0 ? "BOUNDARY_LEFT" : "BOUNDARY_RIGHT";
}

/** Full shot details for a kick from frame point `p` with a known result. */
export function shotDetails(
  g: Ground,
  p: Pt,
  type: ShotType,
  source: ShotDetails["source"],
  pressure: Pressure["code"],
  result: ShotDetails["result"],
): ShotDetails {
  const distance = g.goalDistance(p);
  const angleDegrees = g.goalAngle(p);
  const x = shotExpectation(distance, angleDegrees, type, pressure);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return {
    type,
    source,
    angle: angleGroup(angleDegrees, p.y),
    distanceGroup: distanceGroup(distance),
    distance: r1(distance),
    angleDegrees: r1(angleDegrees),
    result,
    pointsExpected: Math.round(x.points * 1000) / 1000,
    accuracyExpected: Math.round(x.pGoal * 1000) / 1000,
  };
}

/**
 * Where a shot with a known result is taken from (frame point inside the attacking 50). Candidate
 * spots follow the usual spread of shots (5–49 m, angle half-normal with sd 30°) and are accepted in
 * proportion to how likely the result is from there, so goals come from better spots than misses.
 */
export function sampleShotSpot(rng: Rng, g: Ground, result: ShotDetails["result"]): Pt {
  let best: Pt | null = null;
  for (let i = 0; i < 12; i++) {
    const d = 5 + 44 * Math.pow(rng.next(), 0.85);
    const a = Math.min(80, Math.abs(rng.normal(0, 30))) * (Math.PI / 180);
    const p = { x: g.half - d * Math.cos(a), y: (rng.chance(0.5) ? 1 : -1) * d * Math.sin(a) };
    if (!g.inEllipse(p.x, p.y, 2) || g.goalDistance(p) > 49) continue;
    best = p;
    const x = shotExpectation(d, (a * 180) / Math.PI, "SET_SHOT", "NONE");
    const like = result === "GOAL" ? x.pGoal : result === "BEHIND" ? x.pBehind / 0.5 : 1 - x.pGoal;
    if (rng.next() < like) return p;
  }
  return best ?? { x: g.half - 25, y: 0 };
}
