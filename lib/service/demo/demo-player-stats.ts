// Box scores for one side of a completed synthetic match: picks the 22 and the substitute from the
// list, then draws each player's counts from his role. Player goals add up to the side's goals and
// player behinds to the side's behinds less the rushed ones, which no player is credited with.
import type { DatasetPlayerMatch } from "@/lib/service/model/dataset";
import { SELECTION_QUOTA, type Role, type RosterPlayer } from "./demo-persons";
import type { Rng } from "./prng";

interface Profile {
  kick: number;
  handball: number;
  mark: number;
  contestedMarkShare: number;
  markInside50Share: number;
  contestedPossShare: number;
  tackle: number;
  inside50: number;
  rebound50: number;
  clearance: number;
  onePercenter: number;
  hitout: number;
  bounce: number;
  scoring: number; // relative share of the side's goals and behinds
  assisting: number; // relative share of the side's goal assists
  tog: [number, number]; // usual time on ground, %
}

// Per-match means of a player who plays his usual time; a side's totals land near the league
// averages (about 219 kicks, 152 handballs, 91 marks, 63 tackles, 52 inside 50s, 38 clearances).
// A table reads best one role a line.
// prettier-ignore
const PROFILES: Record<Role, Profile> = {
  KD: { kick: 9, handball: 4, mark: 5, contestedMarkShare: 0.2, markInside50Share: 0, contestedPossShare: 0.35, tackle: 1.5, inside50: 0.3, rebound50: 4, clearance: 0.1, onePercenter: 6, hitout: 0, bounce: 0.02, scoring: 0.03, assisting: 0.2, tog: [90, 98] },
  GD: { kick: 12, handball: 6, mark: 5.5, contestedMarkShare: 0.06, markInside50Share: 0, contestedPossShare: 0.25, tackle: 2.5, inside50: 1, rebound50: 4.5, clearance: 0.4, onePercenter: 2.5, hitout: 0, bounce: 0.2, scoring: 0.1, assisting: 0.3, tog: [82, 93] },
  MID: { kick: 12, handball: 11, mark: 4, contestedMarkShare: 0.08, markInside50Share: 0.05, contestedPossShare: 0.45, tackle: 5, inside50: 4.5, rebound50: 1, clearance: 5, onePercenter: 1.5, hitout: 0, bounce: 0.2, scoring: 0.6, assisting: 1, tog: [76, 88] },
  MF: { kick: 9, handball: 6, mark: 4, contestedMarkShare: 0.1, markInside50Share: 0.2, contestedPossShare: 0.38, tackle: 3.5, inside50: 3, rebound50: 0.5, clearance: 1.5, onePercenter: 1, hitout: 0, bounce: 0.15, scoring: 1.2, assisting: 1.3, tog: [74, 86] },
  KF: { kick: 7, handball: 3, mark: 6, contestedMarkShare: 0.3, markInside50Share: 0.4, contestedPossShare: 0.45, tackle: 1.5, inside50: 1, rebound50: 0.2, clearance: 0.2, onePercenter: 1.5, hitout: 2, bounce: 0.02, scoring: 2.5, assisting: 0.8, tog: [85, 95] },
  GF: { kick: 7, handball: 4, mark: 3.5, contestedMarkShare: 0.08, markInside50Share: 0.35, contestedPossShare: 0.35, tackle: 3, inside50: 1.5, rebound50: 0.2, clearance: 0.3, onePercenter: 1, hitout: 0, bounce: 0.1, scoring: 1.6, assisting: 1.3, tog: [75, 88] },
  RUCK: { kick: 6, handball: 7, mark: 3, contestedMarkShare: 0.25, markInside50Share: 0.05, contestedPossShare: 0.6, tackle: 2.5, inside50: 1, rebound50: 1, clearance: 2.5, onePercenter: 5, hitout: 34, bounce: 0, scoring: 0.3, assisting: 0.3, tog: [76, 90] },
};

interface Selected {
  player: RosterPlayer;
  subStatus: "on" | "off" | null;
  tog: number;
}

/** The 22 by role quota, plus the substitute from the rest; one starter makes way for him. */
function selectSide(rng: Rng, roster: readonly RosterPlayer[]): Selected[] {
  const chosen = new Set<number>();
  const starters: RosterPlayer[] = [];
  for (const role of Object.keys(SELECTION_QUOTA) as Role[]) {
    const ofRole = rng.shuffle(roster.filter((p) => p.role === role)).slice(0, SELECTION_QUOTA[role]);
    for (const p of ofRole) chosen.add(p.personId);
    starters.push(...ofRole);
  }
  const spare = roster.filter((p) => !chosen.has(p.personId) && p.role !== "RUCK");
  for (const p of rng.shuffle(spare).slice(0, 22 - starters.length)) starters.push(p);
  const benchLeft = roster.filter((p) => !starters.includes(p) && p.role !== "RUCK");
  const sub = rng.pick(benchLeft);
  const offIndex = rng.int(0, starters.length - 1);
  const side: Selected[] = starters.map((player, i) => {
    const [lo, hi] = PROFILES[player.role].tog;
    return i === offIndex
      ? { player, subStatus: "off", tog: rng.int(40, 75) }
      : { player, subStatus: null, tog: rng.int(lo, hi) };
  });
  side.push({ player: sub, subStatus: "on", tog: rng.int(15, 45) });
  return side;
}

/** Deals `total` units among players in proportion to weights, so the parts always sum to the total. */
function deal(rng: Rng, total: number, weights: readonly number[]): number[] {
  const out = weights.map(() => 0);
  for (let i = 0; i < total; i++) out[rng.weighted(weights)]++;
  return out;
}

function binomial(rng: Rng, n: number, p: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (rng.chance(p)) k++;
  return k;
}

export function sideBoxScore(
  rng: Rng,
  matchId: number,
  squadId: number,
  roster: readonly RosterPlayer[],
  team: { goals: number; behinds: number },
): DatasetPlayerMatch[] {
  const side = selectSide(rng, roster);
  const share = (s: Selected): number => s.tog / 85;
  const rushed = Math.min(team.behinds, rng.int(0, 3));
  const goalAssists = Math.min(team.goals, Math.round(team.goals * (0.5 + rng.float() * 0.2)));
  const scoringWeights = side.map((s) => PROFILES[s.player.role].scoring * share(s));
  const goals = deal(rng, team.goals, scoringWeights);
  const behinds = deal(rng, team.behinds - rushed, scoringWeights);
  const assists = deal(
    rng,
    goalAssists,
    side.map((s) => PROFILES[s.player.role].assisting * share(s)),
  );

  return side.map((s, i) => {
    const p = PROFILES[s.player.role];
    const f = share(s);
    // Every score is a kick, so a player kicks at least as often as he scores.
    const kick = Math.max(rng.around(p.kick * f), goals[i] + behinds[i]);
    const handball = rng.around(p.handball * f);
    const disposal = kick + handball;
    let markContested = 0;
    let markUncontested = 0;
    for (let m = rng.around(p.mark * f); m > 0; m--) {
      if (rng.chance(p.contestedMarkShare)) markContested++;
      else markUncontested++;
    }
    // Possessions here equal disposals: contested marks are contested possessions and uncontested
    // marks uncontested ones, so each kind of mark is capped by its kind of possession.
    const contestedDraw = Math.round(disposal * p.contestedPossShare + (rng.float() - 0.5) * 3);
    const contested = Math.min(disposal, Math.max(markContested, contestedDraw));
    markContested = Math.min(markContested, contested);
    const uncontested = disposal - contested;
    markUncontested = Math.min(markUncontested, uncontested);
    const mark = markContested + markUncontested;
    const stats: Record<string, number> = {
      KICK: kick,
      HANDBALL: handball,
      DISPOSAL: disposal,
      MARK: mark,
      GOAL: goals[i],
      BEHIND: behinds[i],
      TACKLE: rng.around(p.tackle * f),
      HITOUT: rng.around(p.hitout * f, 0.4),
      INSIDE_50: Math.min(disposal, rng.around(p.inside50 * f)),
      REBOUND_50: Math.min(disposal, rng.around(p.rebound50 * f)),
      CLEARANCE: Math.min(disposal, rng.around(p.clearance * f)),
      CLANGER: rng.around(2.2 * f),
      FREE_KICK: rng.around(0.9 * f, 1),
      FREE_KICK_AGAINST: rng.around(0.9 * f, 1),
      POSSESSION_CONTESTED: contested,
      POSSESSION_UNCONTESTED: uncontested,
      MARK_CONTESTED: markContested,
      MARK_INSIDE_50: binomial(rng, mark, p.markInside50Share),
      ONE_PERCENTER: rng.around(p.onePercenter * f),
      RUNNING_BOUNCE: rng.chance(p.bounce) ? rng.int(1, 2) : 0,
      GOAL_ASSIST: assists[i],
      BROWNLOW_VOTES: 0,
    };
    return {
      matchId,
      personId: s.player.personId,
      squadId,
      jumperNumber: s.player.jumperNumber,
      subStatus: s.subStatus,
      timeOnGroundPct: s.tog,
      stats,
    };
  });
}
