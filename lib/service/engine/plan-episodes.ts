import type { QuarterPlan } from "./allocate-scores";
import type { Side } from "./geometry";
import { splitCount, type Rng } from "@/lib/random/prng";

// The match as "episodes" of play inside one squad's attacking 50 (football-facts.md zones).
//
// Conservation rule: while squad A has the ball in its forward 50, the ball is also in B's defensive
// 50; that region is entered by A's inside-50 disposal (or, rarely, by B kicking backwards into its
// own defensive 50) and left by B's rebound-50 disposal, by A's goal (the centre bounce restarts at
// the centre), by A playing backwards out of its 50, or by the end of the quarter. So each squad's
// inside 50s = the opponent's rebound 50s + its goals + its backward exits + quarters ending in its
// 50 - the opponent's backward entries. In the real data I50(A) - R50(B) - goals(A) lies in -1..4
// (median 1): the slack becomes backward exits and quarter ends, a negative one backward entries.
//
// An episode is entered once, left once and holds the squad's behinds, rushed behinds, missed shots
// and marks inside 50 of that spell. Goals, behinds and rushed behinds stay in their real quarter;
// the other counts are split over quarters at random (rebound 50s roughly by quarter length).

export type Inner = "BEHIND" | "RUSHED" | "MISS" | "MARK_IN";
export interface Episode {
  att: Side;
  entry: "ENTRY" | "BACKIN"; // ENTRY by att; BACKIN by the defender kicking back into its own 50
  exit: "GOAL" | "REB" | "BACKOUT" | "EOQ";
  inner: Inner[];
}

export interface EpisodeCounts {
  i50: [number, number]; // inside 50s the open play must make (disposal cards)
  r50: [number, number];
  markIn: [number, number];
  misses: [number, number];
}

/** What one squad's episodes of one quarter hold: counts the plan has already split by quarter. */
interface QuarterCounts {
  entries: number;
  backIn: number;
  goals: number;
  rebounds: number;
  backOut: number;
  endsQuarter: boolean;
  behinds: number;
  rushed: number;
  misses: number;
  marksIn: number;
}

/**
 * One squad's episodes of one quarter: entries (forward or back in) paired with exits (goal, rebound,
 * back out, the quarter's end), then the behinds, rushed behinds and misses dealt among them and the
 * marks inside 50 set before shots. The draws from `rng` are in this order (the plan is seeded).
 */
function quarterEpisodes(rng: Rng, att: Side, c: QuarterCounts): Episode[] {
  const entries = rng.shuffle([
    ...Array<"ENTRY">(c.entries - c.backIn).fill("ENTRY"),
    ...Array<"BACKIN">(c.backIn).fill("BACKIN"),
  ]);
  const exits: Episode["exit"][] = rng.shuffle([
    ...Array<"GOAL">(c.goals).fill("GOAL"),
    ...Array<"REB">(c.rebounds).fill("REB"),
    ...Array<"BACKOUT">(c.backOut).fill("BACKOUT"),
  ]);
  if (c.endsQuarter) exits.push("EOQ");
  const eps: Episode[] = entries.map((entry, i) => ({ att, entry, exit: exits[i], inner: [] }));
  const put = (what: Inner, k: number) => {
    for (let i = 0; i < k; i++) rng.pick(eps).inner.push(what);
  };
  put("BEHIND", c.behinds);
  put("RUSHED", c.rushed);
  put("MISS", c.misses);
  for (const ep of eps) rng.shuffle(ep.inner);
  // A mark inside 50 usually (85%) goes just before a shot not already set up by one (a set shot).
  const openShots = (ep: Episode) => {
    const at = ep.inner.map((x, j) => (x === "BEHIND" || x === "MISS" ? j : -1)).filter((j) => j >= 0);
    if (ep.exit === "GOAL") at.push(ep.inner.length);
    return at.filter((j) => ep.inner[j - 1] !== "MARK_IN");
  };
  for (let i = 0; i < c.marksIn; i++) {
    const withShot = eps.filter((ep) => openShots(ep).length > 0);
    if (withShot.length > 0 && rng.chance(0.85)) {
      const ep = rng.pick(withShot);
      ep.inner.splice(rng.pick(openShots(ep)), 0, "MARK_IN");
    } else {
      const ep = rng.pick(eps);
      ep.inner.splice(rng.int(0, ep.inner.length), 0, "MARK_IN");
    }
  }
  return eps;
}

export function planEpisodes(
  rng: Rng,
  scores: QuarterPlan,
  counts: EpisodeCounts,
  periodSecs: number[],
): Episode[][] {
  const ends: (Side | -1)[] = [-1, -1, -1, -1];
  const perQ: Episode[][] = [[], [], [], []];
  const slack = [0, 1].map((s) => {
    const o = 1 - s;
    const goals = scores.goals[s].reduce((a, b) => a + b, 0);
    return counts.i50[s] - counts.r50[o] - goals;
  });
  // Which quarters end with the ball in a squad's forward 50 (only while that squad has slack).
  const slackLeft = slack.map((d) => Math.max(0, d));
  for (let q = 0; q < 4; q++) {
    const w = [2, slackLeft[0] > 0 ? 1 : 0, slackLeft[1] > 0 ? 1 : 0];
    const k = rng.weighted(w);
    if (k > 0) {
      ends[q] = (k - 1) as Side;
      slackLeft[k - 1]--;
    }
  }
  const lenW = periodSecs.map((l) => l * rng.range(0.85, 1.15));
  for (const s of [0, 1] as const) {
    const o = 1 - s;
    const reb = splitCount(rng, counts.r50[o], lenW);
    const bOut = splitCount(rng, slackLeft[s], [1, 1, 1, 1]);
    const end = ends.map((e) => (e === s ? 1 : 0));
    const goals = scores.goals[s];
    const base = () => [0, 1, 2, 3].map((q) => reb[q] + goals[q] + bOut[q] + end[q]);
    // Each quarter holding pinned scores (behinds, rushed) needs at least one episode.
    const pinned = (q: number) => scores.behinds[s][q] + scores.rushed[s][q];
    for (let q = 0; q < 4; q++) {
      if (pinned(q) === 0 || base()[q] > 0) continue;
      const spare = (k: number) => k !== q && (base()[k] >= 2 || pinned(k) === 0);
      const from =
        [0, 1, 2, 3].find((k) => reb[k] > 0 && spare(k)) ?? [0, 1, 2, 3].find((k) => bOut[k] > 0 && spare(k));
      if (from === undefined) throw new Error("engine: no episode can hold a quarter's behinds");
      const moved = reb[from] > 0 ? reb : bOut;
      moved[from]--;
      moved[q]++;
    }
    // Backward entries (negative slack) go where the quarter still has an exit to spare.
    const bIn = [0, 0, 0, 0];
    for (let i = 0; i < Math.max(0, -slack[s]); i++) {
      const b = base();
      const ok = [0, 1, 2, 3].filter((q) => b[q] - bIn[q] >= 1);
      if (ok.length === 0) throw new Error("engine: backward entries exceed the available exits");
      bIn[rng.pick(ok)]++;
    }
    const b = base();
    const missQ = splitCount(rng, counts.misses[s], b);
    const markQ = splitCount(rng, counts.markIn[s], b);
    for (let q = 0; q < 4; q++) {
      if (b[q] === 0) continue;
      perQ[q].push(
        ...quarterEpisodes(rng, s, {
          entries: b[q],
          backIn: bIn[q],
          goals: goals[q],
          rebounds: reb[q],
          backOut: bOut[q],
          endsQuarter: end[q] === 1,
          behinds: scores.behinds[s][q],
          rushed: scores.rushed[s][q],
          misses: missQ[q],
          marksIn: markQ[q],
        }),
      );
    }
  }
  // Interleave both squads' episodes; the one ending the quarter goes last.
  return perQ.map((eps) => {
    rng.shuffle(eps);
    const last = eps.findIndex((e) => e.exit === "EOQ");
    if (last >= 0) eps.push(eps.splice(last, 1)[0]);
    return eps;
  });
}
