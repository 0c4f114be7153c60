import type { Pressure } from "./types";
import type { DecoContext } from "./deco-context";
import { PRESSURE_POINTS } from "./shots";

// Pressure on possessions and disposals (football-facts.md: physical 3.75, closing 2.25, chasing 1.50,
// corralling 1.20 points). Drawn per event from the situation (documented shares, inferred):
//   contested possession:   75% pressured — physical 40%, closing 35%, chasing 15%, corralling 10%
//   uncontested possession: 25% pressured — corralling 40%, chasing 35%, closing 25%
//   disposal:               50% pressured — physical 20%, closing 40%, chasing 25%, corralling 15%
// by one opponent on the ground (two for a quarter of physical and closing pressure). Shots carry the
// pressure their expected score was computed with; tackled players carry the tackler's physical pressure.

type Mix = [Pressure["code"], number][];
const CONTESTED: Mix = [
  ["PHYSICAL", 0.4],
  ["CLOSING", 0.35],
  ["CHASING", 0.15],
  ["CORRALLING", 0.1],
];
const UNCONTESTED: Mix = [
  ["CORRALLING", 0.4],
  ["CHASING", 0.35],
  ["CLOSING", 0.25],
];
const DISPOSAL: Mix = [
  ["PHYSICAL", 0.2],
  ["CLOSING", 0.4],
  ["CHASING", 0.25],
  ["CORRALLING", 0.15],
];

export function addPressure(cx: DecoContext): void {
  const { pl, rng } = cx;
  pl.events.forEach((e, i) => {
    if (e.pressure || e.squadId === null || e.personId === null || e.code === "KICK_IN") return;
    const disposal = e.code === "KICK" || e.code === "HANDBALL";
    if (e.possession === null && !disposal) return;
    const [share, mix] = disposal
      ? [0.5, DISPOSAL]
      : e.possession === "C"
        ? [0.75, CONTESTED]
        : [0.25, UNCONTESTED];
    if (!rng.chance(share)) return;
    const code = mix[rng.weighted(mix.map((m) => m[1]))][0];
    const other = e.squadId === pl.squadIds[0] ? 1 : 0;
    const mask = pl.masks[2 * i + other];
    const on = pl.team[other].filter((_, k) => (mask & (1 << k)) !== 0);
    if (on.length === 0) return;
    const n = (code === "PHYSICAL" || code === "CLOSING") && rng.chance(0.25) ? 2 : 1;
    const ids = rng
      .shuffle([...on])
      .slice(0, n)
      .map((p) => p.id);
    e.pressure = { code, points: PRESSURE_POINTS[code], squadId: pl.squadIds[other], personIds: ids };
  });
}
