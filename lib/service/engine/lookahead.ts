import type { Step } from "./plan-chains";

// What the acts of open play (acts.ts, changes.ts) may know of the plan ahead of them.

export interface Lookahead {
  next: Step | undefined;
  next2: Step | undefined;
  nextAlloc: number; // passes planned before the next step
  skipNext: () => void;
}
