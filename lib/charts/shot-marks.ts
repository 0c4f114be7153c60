// How a shot is drawn: team as colour, outcome as shape, expected score as the marker's area.

export type ShotShape = "disc" | "ring" | "cross" | "triangle";

const SHAPES: Record<string, ShotShape> = {
  GOAL: "disc",
  BEHIND: "ring",
  RUSHED: "triangle",
  MISS: "cross",
  OUT_ON_FULL: "cross",
};
export const shotShape = (resultCode: string): ShotShape => SHAPES[resultCode] ?? "cross";

export const SHOT_OUTCOMES = [
  { code: "GOAL", label: "Goal", shape: "disc" },
  { code: "BEHIND", label: "Behind", shape: "ring" },
  { code: "MISS", label: "No score", shape: "cross" },
  { code: "RUSHED", label: "Rushed behind", shape: "triangle" },
] as const;

const MAX_POINTS = 6; // a certain goal
const MAX_RADIUS = 3.4; // metres, for a shot worth 6 expected points
const MIN_RADIUS = 0.9; // so that a hopeless shot is still visible

/** Marker radius in metres: area proportional to expected score (the eye reads area, not radius). */
export function shotRadius(pointsExpected: number): number {
  const p = Math.min(MAX_POINTS, Math.max(0, pointsExpected));
  return Math.max(MIN_RADIUS, MAX_RADIUS * Math.sqrt(p / MAX_POINTS));
}

/** Metres from the centre of the goal line the shooter attacks (rotated coordinates: goal at +x). */
export function distanceToGoal(p: { x: number; y: number }, length: number): number {
  return Math.hypot(length / 2 - p.x, p.y);
}

/** Degrees off the line straight out from the centre of the goal (0 = directly in front). */
export function angleToGoal(p: { x: number; y: number }, length: number): number {
  return (Math.atan2(Math.abs(p.y), Math.max(0, length / 2 - p.x)) * 180) / Math.PI;
}

/** "ON_RUN_IN_GENERAL_PLAY" → "On run in general play"; "M15_30" → "15–30 m". */
export function describeCode(code: string): string {
  const range = /^M(\d+)_(\d+|PLUS)$/.exec(code);
  if (range) return range[2] === "PLUS" ? `${range[1]} m or more` : `${range[1]}–${range[2]} m`;
  const t = code.toLowerCase().replace(/_/g, " ");
  return t.charAt(0).toUpperCase() + t.slice(1);
}
