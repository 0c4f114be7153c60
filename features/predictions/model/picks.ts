import type { Pick, Picks, RemainingMatch } from "./season-input";

// Picks live in the address (`?picks=2025190h,2025191a,2025192+12`): a match id then `h` (home wins),
// `a` (away wins) or a signed home margin. Short, readable and shareable.

const PICK = /^(\d{1,10})(h|a|[+-]\d{1,3}|0)$/;

export interface ParsedPicks {
  picks: Map<number, Pick>;
  /** Parts that are not a pick for a match still to play, for the page to say so. */
  rejected: string[];
}

export function parsePicks(raw: string | undefined, remaining: readonly RemainingMatch[]): ParsedPicks {
  const open = new Set(remaining.map((m) => m.id));
  const picks = new Map<number, Pick>();
  const rejected: string[] = [];
  for (const part of (raw ?? "").split(",").filter(Boolean)) {
    const m = PICK.exec(part);
    if (!m || !open.has(Number(m[1]))) {
      rejected.push(part);
      continue;
    }
    const id = Number(m[1]);
    picks.set(
      id,
      m[2] === "h" ? { side: "home" } : m[2] === "a" ? { side: "away" } : { margin: Number(m[2]) },
    );
  }
  return { picks, rejected };
}

export function formatPicks(picks: Picks): string {
  return [...picks]
    .sort((a, b) => a[0] - b[0])
    .map(([id, p]) => `${id}${"side" in p ? p.side[0] : p.margin > 0 ? `+${p.margin}` : String(p.margin)}`)
    .join(",");
}
