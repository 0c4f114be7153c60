import type { Side } from "./geometry";
import type { Episode } from "./plan-episodes";
import { splitCount, type Rng } from "@/lib/random/prng";

// Turns each quarter's episodes into the script the play follows: acts (an inside 50, a rebound 50, a
// shot, a mark inside 50, ...) and, between them, the changes of possession that end chains: turnovers,
// ball-ups and throw-ins (counts fixed per quarter), centre bounces after goals and kick-ins after
// behinds. Between consecutive acts the changes must bring the ball to the squad the next act needs:
// a turnover hands it over, a stoppage goes to the squad that wins it, so the last stoppage of a gap
// is won by whichever squad makes the possession come out right (otherwise a turnover is added).
//
// Each step also carries `seg`, the relative amount of open play (passes) before it, used to spread
// the players' remaining passes over the match: more in the middle of the ground, less in the forward
// 50, none between a mark and the set shot that follows it.

export type Act =
  | { k: "ENTRY" | "BACKIN" | "REB" | "BACKOUT" | "MARK_IN" | "RUSHED"; side: Side }
  | { k: "SHOT"; side: Side; result: "GOAL" | "BEHIND" | "MISS" }
  | { k: "EOQ" };
export type Change =
  | { k: "CB"; winner: Side }
  | { k: "KICKIN"; side: Side }
  | { k: "STOP"; code: "BALL_UP" | "THROW_IN"; winner: Side }
  | { k: "TURNOVER" };
export type Step = (Act | Change) & { poss: Side; seg: number };

// Share of ball-ups and throw-ins planned as throw-ins; about a quarter of those turn into ball-ups in
// play (the ball is too far from the line, changes.ts), leaving about 40% throw-ins (inferred).
const THROW_IN_SHARE = 0.55;

function actsOf(ep: Episode): Act[] {
  const def = (1 - ep.att) as Side;
  const acts: Act[] = [ep.entry === "ENTRY" ? { k: "ENTRY", side: ep.att } : { k: "BACKIN", side: def }];
  for (const x of ep.inner) {
    if (x === "BEHIND" || x === "MISS") acts.push({ k: "SHOT", side: ep.att, result: x });
    else acts.push({ k: x, side: ep.att });
  }
  if (ep.exit === "GOAL") acts.push({ k: "SHOT", side: ep.att, result: "GOAL" });
  else if (ep.exit === "REB") acts.push({ k: "REB", side: def });
  else if (ep.exit === "BACKOUT") acts.push({ k: "BACKOUT", side: ep.att });
  else acts.push({ k: "EOQ" });
  return acts;
}

/** The squad an act needs in possession (null: either). */
const needOf = (a: Act): Side | null => (a.k === "EOQ" ? null : a.side);

/**
 * Makes the possession come out right for the act that follows the changes: the last stoppage's winner
 * is set so that, after the turnovers behind it, the squad the act needs has the ball; with no
 * stoppage to decide it, one more turnover goes somewhere after the fixed changes (a draw from `rng`).
 */
function settlePossession(rng: Rng, changes: Change[], fixed: number, poss: Side, need: Side | null): void {
  if (need === null) return;
  const lastStop = changes.map((c) => c.k === "CB" || c.k === "STOP").lastIndexOf(true);
  const start = lastStop >= 0 ? lastStop + 1 : 0;
  let p: Side = poss;
  for (let j = 0; j < changes.length; j++) {
    const c = changes[j];
    if (c.k === "TURNOVER") p = (1 - p) as Side;
    else if (c.k === "KICKIN") p = c.side;
    if (j === lastStop) {
      const flipsAfter = changes.slice(start).filter((x) => x.k === "TURNOVER").length % 2;
      const w = (flipsAfter ? 1 - need : need) as Side;
      (c as { winner: Side }).winner = w;
      p = w;
    } else if (c.k === "CB" || c.k === "STOP") p = c.winner;
  }
  if (p !== need) changes.splice(rng.int(fixed, changes.length), 0, { k: "TURNOVER" });
}

export function planQuarter(rng: Rng, episodes: Episode[], stoppages: number, turnovers: number): Step[] {
  const acts: Act[] = [];
  const region: boolean[] = []; // gap before acts[i] lies inside an episode (ball in a forward 50)
  for (const ep of episodes) {
    actsOf(ep).forEach((a, i) => {
      acts.push(a);
      region.push(i > 0);
    });
  }
  if (acts.length === 0 || acts[acts.length - 1].k !== "EOQ") {
    acts.push({ k: "EOQ" });
    region.push(false);
  }
  // Where random changes may fall, and how likely: open play in midfield is longest.
  const weight = acts.map((a, i) => {
    const prev = acts[i - 1];
    if (prev?.k === "MARK_IN" && a.k === "SHOT") return 0;
    if (prev?.k === "ENTRY" && a.k === "MARK_IN") return 0.15;
    if (prev?.k === "ENTRY" && a.k === "SHOT") return 0.5;
    return region[i] ? 1 : 2.2;
  });
  const stopN = splitCount(rng, stoppages, weight);
  const toN = splitCount(rng, turnovers, weight);

  const steps: Step[] = [];
  let poss: Side = 0;
  acts.forEach((act, i) => {
    const prev = acts[i - 1];
    const changes: Change[] = [];
    if (!prev || (prev.k === "SHOT" && prev.result === "GOAL")) changes.push({ k: "CB", winner: 0 });
    else if ((prev.k === "SHOT" && prev.result === "BEHIND") || prev.k === "RUSHED") {
      changes.push({ k: "KICKIN", side: (1 - prev.side) as Side });
    }
    const fixed = changes.length;
    const random: Change[] = rng.shuffle([
      ...Array.from({ length: stopN[i] }, (): Change => {
        const code = rng.chance(THROW_IN_SHARE) ? "THROW_IN" : "BALL_UP";
        return { k: "STOP", code, winner: rng.chance(0.5) ? 1 : 0 };
      }),
      ...Array.from({ length: toN[i] }, (): Change => ({ k: "TURNOVER" })),
    ]);
    if (prev?.k === "SHOT" && prev.result === "MISS" && random.length === 0) random.push({ k: "TURNOVER" });
    changes.push(...random);
    for (const c of changes) if (c.k === "CB") c.winner = rng.chance(0.5) ? 1 : 0;

    settlePossession(rng, changes, fixed, poss, needOf(act));
    changes.forEach((c, j) => {
      const seg = j === 0 && (i === 0 || fixed > 0 || prev?.k === "SHOT") ? 0 : region[i] ? 0.8 : 1.4;
      steps.push({ ...c, poss, seg });
      if (c.k === "TURNOVER") poss = (1 - poss) as Side;
      else if (c.k === "KICKIN") poss = c.side;
      else poss = c.winner;
    });
    const seg =
      weight[i] === 0
        ? 0
        : changes.length === 0 && prev?.k === "ENTRY"
          ? weight[i] * 0.4
          : region[i]
            ? 0.8
            : 1.4;
    steps.push({ ...act, poss, seg });
    const need = needOf(act);
    if (need !== null && poss !== need) throw new Error("engine: script possession mismatch");
  });
  return steps;
}

/**
 * Every squad must win at least as many stoppages as it has clearances (a clearance is the first
 * possession out of a stoppage). Where it does not, a stoppage the other squad won is given to it and a
 * turnover straight after hands the ball back, so the rest of the script is unchanged.
 */
export function balanceStoppageWins(rng: Rng, quarters: Step[][], clearances: [number, number]): void {
  const won = [0, 0];
  for (const q of quarters) for (const s of q) if (s.k === "CB" || s.k === "STOP") won[s.winner]++;
  for (const side of [0, 1] as const) {
    while (won[side] < clearances[side]) {
      const cands: [number, number][] = [];
      quarters.forEach((q, qi) =>
        q.forEach((s, si) => {
          if ((s.k === "CB" || s.k === "STOP") && s.winner !== side) cands.push([qi, si]);
        }),
      );
      if (cands.length === 0) throw new Error("engine: not enough stoppages for the clearances");
      const [qi, si] = rng.pick(cands);
      const s = quarters[qi][si] as Step & { winner: Side };
      s.winner = side;
      quarters[qi].splice(si + 1, 0, { k: "TURNOVER", poss: side, seg: 0.3 });
      won[side]++;
      won[1 - side]--;
    }
  }
}
