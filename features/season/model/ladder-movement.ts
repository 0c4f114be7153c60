import type { LadderEntry } from "@/lib/contract";

/**
 * Places each squad moved since the previous round's ladder (positive: up). A squad missing from the
 * previous ladder gets no entry, so the view shows nothing rather than inventing a movement.
 */
export function ladderMovement(
  now: readonly LadderEntry[],
  before: readonly LadderEntry[],
): Map<number, number> {
  const previous = new Map(before.map((e) => [e.id, e.position]));
  const moves = new Map<number, number>();
  for (const e of now) {
    const p = previous.get(e.id);
    if (p !== undefined) moves.set(e.id, p - e.position);
  }
  return moves;
}
