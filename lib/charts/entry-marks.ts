// How an inside-50 entry is drawn: an arrow from launch to result, coloured by what happened next
// (palette.ts), its line style saying how the ball went in.

export interface EntryKind {
  code: string;
  label: string;
  dash: string | undefined; // stroke-dasharray in metres; undefined: solid
}

export const ENTRY_KINDS: readonly EntryKind[] = [
  { code: "KICK", label: "Kick", dash: undefined },
  { code: "GROUND_KICK", label: "Ground kick", dash: "2.4 1.4" },
  { code: "HANDBALL", label: "Handball", dash: "0.5 1.1" },
  { code: "RUN", label: "Run or carry", dash: "3 1.2 0.6 1.2" },
];

export function entryKind(e: { details: { type: string; kick: { isGround: boolean } } }): EntryKind {
  const code =
    e.details.type === "KICK" ? (e.details.kick.isGround ? "GROUND_KICK" : "KICK") : e.details.type;
  return ENTRY_KINDS.find((k) => k.code === code) ?? ENTRY_KINDS[0];
}
