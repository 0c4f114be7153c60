import type { MatchEvents } from "./types";
import type { EngineInput } from "./engine-input";
import { allocateScores } from "./allocate-scores";
import { buildPlayerState, CARD_KEYS, LATE_KEYS, type PlayerState } from "./cards";
import { decorate } from "./decorate";
import { finalize } from "./finalize";
import { Ground, type Side } from "./geometry";
import { balanceStoppageWins, planQuarter } from "./plan-chains";
import { planEpisodes } from "./plan-episodes";
import { Play } from "./play-state";
import { needsPlainKick, playQuarter, type Pacing } from "./play-quarter";
import { Rng, splitCount } from "@/lib/random/prng";
import { Rotations } from "./rotations";

// The match engine: every event of a real match, generated from its box scores and quarter scores
// and seeded by the match id (the same id always gives the same events).
//
// Stages: players' box scores become cards (cards.ts); each squad's quarter scores are split into
// player and rushed behinds (allocate-scores.ts); the match is planned as episodes inside each
// forward 50 (plan-episodes.ts) and a script of acts and changes of possession (plan-chains.ts);
// the script is played quarter by quarter with rotations (play-quarter.ts, rotations.ts); tackles,
// one-percenters, bounces, clangers and pressure are added to the play (decorate.ts); finalize.ts
// numbers the events and links chains and stoppages.
//
// Free choices and their distributions (documented where they are made): ball-ups + throw-ins a match
// ~ Normal(67, 5), raised when the players' hitouts or clearances need more stoppages; turnovers about
// 2.2 per ball-up/throw-in (so about 55% of chains end in a turnover, 25% in a stoppage); missed
// shots (no score) ~ Poisson(3.3) a squad, at most 8.

const MISS_MEAN = 3.3;
// Random turnovers per ball-up/throw-in; the script adds the turnovers possession needs between acts,
// which brings the total to about 2.2 per stoppage (55% of chains end in a turnover).
const TURNOVER_RATIO = 1.0;

/** Each squad's players with their cards (what the box score says each must do), by side. */
function buildTeams(input: EngineInput, squadIds: [number, number], cardRng: Rng) {
  const { match } = input;
  const team: [PlayerState[], PlayerState[]] = [[], []];
  const ordered = [...input.players].sort((a, b) => a.personId - b.personId);
  for (const p of ordered) {
    if (p.squadId !== squadIds[0] && p.squadId !== squadIds[1]) {
      throw new Error(`engine: player ${p.personId} is in neither squad of match ${match.id}`);
    }
    const side: Side = p.squadId === squadIds[0] ? 0 : 1;
    team[side].push(buildPlayerState(cardRng, p, team[side].length, side));
  }
  if (team[0].length < 18 || team[1].length < 18) throw new Error(`engine: match ${match.id} lacks players`);
  return team;
}

/**
 * The match's plan before play: scores by quarter, each quarter's episodes and its steps (stoppages,
 * turnovers), with the stoppages' winners balanced to the clearances. Every draw is from `planRng`, in
 * this order.
 */
function planMatch(planRng: Rng, match: EngineInput["match"], team: [PlayerState[], PlayerState[]]) {
  const sum = (side: Side, f: (p: PlayerState) => number) => team[side].reduce((a, p) => a + f(p), 0);
  const pair = (f: (p: PlayerState) => number): [number, number] => [sum(0, f), sum(1, f)];
  const scores = allocateScores(
    planRng,
    match,
    pair((p) => p.c.behindK),
  );
  const goalsBy = scores.goals.map((q) => q.reduce((a, b) => a + b, 0)) as [number, number];
  const playerGoals = pair((p) => p.c.goalK);
  if (goalsBy[0] !== playerGoals[0] || goalsBy[1] !== playerGoals[1]) {
    // Every goal is a player's kick: the engine neither invents nor drops one to make them agree.
    throw new Error(
      `engine: match ${match.id}: players' goals ${playerGoals} differ from the squads' ${goalsBy}`,
    );
  }
  const misses: [number, number] = [0, 0];
  for (const s of [0, 1] as const) {
    misses[s] = Math.min(
      8,
      planRng.poisson(MISS_MEAN),
      sum(s, (p) => p.c.plainK),
    );
  }
  const episodes = planEpisodes(
    planRng,
    scores,
    {
      i50: pair((p) => p.c.i50K + p.c.i50H),
      r50: pair((p) => p.c.r50K + p.c.r50H),
      markIn: pair((p) => p.c.markInC + p.c.markInU),
      misses,
    },
    match.periodSecs,
  );
  const centre = 4 + goalsBy[0] + goalsBy[1];
  const hitouts = sum(0, (p) => p.c.hitout) + sum(1, (p) => p.c.hitout);
  const clearances = pair((p) => p.c.clearance);
  const stops = Math.max(
    Math.round(planRng.normal(67, 5)),
    hitouts - centre + 2,
    clearances[0] + clearances[1] - centre + 2,
  );
  const stopQ = splitCount(planRng, stops, match.periodSecs);
  const ratio = planRng.normal(TURNOVER_RATIO, 0.1);
  const steps = episodes.map((eps, q) => planQuarter(planRng, eps, stopQ[q], Math.round(stopQ[q] * ratio)));
  balanceStoppageWins(planRng, steps, clearances);
  return { goalsBy, steps };
}

/** What the play must still do, from the plan: plain kicks needed, stoppages and their winners, pacing. */
function prepareTallies(pl: Play, goalsBy: [number, number], steps: ReturnType<typeof planMatch>["steps"]) {
  pl.tally.goalsLeft = [...goalsBy];
  for (const q of steps) {
    for (const s of q) {
      const k = needsPlainKick(s);
      if (k !== null) pl.kickNeeds[k]++;
      if (s.k === "CB" || s.k === "STOP") {
        pl.tally.stopsLeft++;
        pl.tally.wonLeft[s.winner]++;
      }
    }
  }
  const pace: Pacing = {
    segLeft: [0, 0],
    steps: steps.reduce((a, q) => a + q.length, 0),
    used: [0, 0],
    done: 0,
  };
  for (const q of steps) for (const s of q) pace.segLeft[s.poss] += s.seg;
  return pace;
}

/** Every card a player was dealt is played (the late ones are the decorations'), or the match fails. */
function checkCardsPlayed(
  matchId: number,
  team: [PlayerState[], PlayerState[]],
  rot: [Rotations, Rotations],
) {
  for (const p of [...team[0], ...team[1]]) {
    const left = CARD_KEYS.filter((k) => !LATE_KEYS.has(k) && p.c[k] !== 0);
    if (left.length > 0) {
      const what = left.map((k) => `${k}=${p.c[k]}`).join(" ");
      const where = rot[p.side].describe(p);
      throw new Error(`engine: match ${matchId}: player ${p.id} (${where}) has unplayed cards: ${what}`);
    }
  }
}

export function generateMatchEvents(input: EngineInput): MatchEvents {
  const { match, venue } = input;
  if (match.periodSecs.length !== 4) throw new Error(`engine: match ${match.id} has no period lengths`);
  const squadIds: [number, number] = [match.homeSquadId, match.awaySquadId];
  const g = new Ground(venue.length, venue.width);
  const cardRng = new Rng(match.id, 1);
  const planRng = new Rng(match.id, 2);
  const team = buildTeams(input, squadIds, cardRng);
  const { goalsBy, steps } = planMatch(planRng, match, team);

  const playRng = new Rng(match.id, 3);
  const rot: [Rotations, Rotations] = [0, 1].map(
    (s) =>
      new Rotations(
        new Rng(match.id, 4 + s),
        squadIds[s],
        team[s],
        match.periodSecs,
        (_t, on, off, reason) => {
          // At the interchange gate on the wing.
          pl.emit(
            "INTERCHANGE",
            s as Side,
            on,
            { x: 0, y: -g.hw + 1 },
            {
              details: { interchange: { offPersonId: off.id, onPersonId: on.id, reason } },
            },
          );
        },
      ),
  ) as [Rotations, Rotations];
  const pl = new Play(playRng, g, squadIds, team, rot, match.periodSecs);
  const pace = prepareTallies(pl, goalsBy, steps);
  steps.forEach((q, i) => playQuarter(pl, i, q, pace, i === 3));
  checkCardsPlayed(match.id, team, rot);
  return finalize(pl, match.id, decorate(pl, new Rng(match.id, 6)));
}
